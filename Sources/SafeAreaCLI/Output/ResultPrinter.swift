/// Prints a command's records in the chosen format.
enum ResultPrinter {
    static func print(_ records: [OutputValue], format: OutputFormat, table: TextTable, context: CommandContext) {
        switch format {
        case .text:
            context.output.write(table.render(records, style: context.style))
        case .json:
            var text = ""
            JSONWriter.writePretty(.array(records), to: &text)
            context.output.write(text + "\n")
        case .jsonl:
            let line = ByteBuffer(capacity: 4096)
            for record in records {
                line.removeAll()
                JSONWriter.writeCompact(record, to: line)
                line.append(0x0A)
                context.output.write(line.bytes)
                if context.output.isClosed { return }
            }
        case .csv:
            context.output.write(CSVWriter.render(records))
        }
    }
}
