import SafeAreaCLI

exit(SafeAreaCommandLine.main(arguments: Array(CommandLine.arguments.dropFirst())))
