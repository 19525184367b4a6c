import SafeAreaCLI

SafeAreaCommandLine.exit(SafeAreaCommandLine.main(arguments: Array(CommandLine.arguments.dropFirst())))
