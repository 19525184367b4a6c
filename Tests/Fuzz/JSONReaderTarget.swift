@testable import SafeAreaCLI

/// The JSON reader alone: any bytes give a value or a located error, never a trap; every number
/// read is finite, and a value read back from its compact spelling reads the same. Batch's line
/// scanner accepts exactly the objects the reader accepts, and decodes their keys alike.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let parsed = try? JSONReader.parse(bytes)
    bytes.withUnsafeBufferPointer { buffer in
        let scanner = LineScanner()
        let scanned = scanner.scan(buffer)
        var isObject = false
        if case .object(let members)? = parsed?.kind {
            isObject = true
            let keys = scanned ? scanner.members.map { scanner.key(of: $0) } : []
            Invariants.require(!scanned || keys == members.map(\.key), "the scanner's keys \(keys) differ from the reader's", [])
        }
        Invariants.require(scanned == isObject, "the scanner \(scanned ? "accepts" : "refuses") what the reader \(isObject ? "accepts" : "refuses")", [])
    }
    do {
        let value = try JSONReader.parse(bytes)
        var stack = [value]
        while let next = stack.popLast() {
            switch next.kind {
            case .number(let number): Invariants.require(number.isFinite, "non-finite number \(number)", [])
            case .array(let elements): stack += elements
            case .object(let members): stack += members.map(\.value)
            default: break
            }
        }
        var text = ""
        JSONWriter.writeCompact(OutputValue(json: value), to: &text)
        Invariants.require((try? JSONReader.parse(text)) != nil, "written JSON does not read back: \(text)", [])
    } catch {
        Invariants.require(error.offset >= 0 && error.offset <= bytes.count, "error offset \(error.offset) outside the input", [])
    }
    return 0
}

