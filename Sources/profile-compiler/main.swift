// Compiles Profiles/*.json into the Swift source of the bundled catalogue:
// `profile-compiler Profiles > Sources/SafeAreaCore/Catalogue/BundledProfiles.swift`.
import SafeAreaCLI

SafeAreaCommandLine.exit(SwiftEmitter.main(arguments: Array(CommandLine.arguments.dropFirst())))
