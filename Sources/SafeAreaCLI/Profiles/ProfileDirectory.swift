import SafeAreaCore

/// Loads every `*.json` profile in a directory, as `--profiles DIR` and the profile compiler do.
enum ProfileDirectory {
    /// The profiles of `directory`, sorted by file name; the first bad file stops the load with a
    /// message naming it.
    static func load(_ directory: String) throws(UsageError) -> [DeviceProfile] {
        let names: [String]
        do {
            guard FileSystem.isDirectory(directory) else {
                throw UsageError("--profiles: '\(directory)' is not a directory")
            }
            names = try FileSystem.directoryEntries(directory).filter { $0.hasSuffix(".json") }
        } catch let error as UsageError {
            throw error
        } catch {
            throw UsageError("--profiles: cannot read directory '\(directory)'")
        }
        if names.isEmpty { throw UsageError("--profiles: '\(directory)' holds no *.json profiles") }
        var profiles: [DeviceProfile] = []
        var seen: [String: String] = [:]
        for name in names {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            let bytes: [UInt8]
            do {
                bytes = try FileSystem.readFile(path)
            } catch {
                throw UsageError(error.message)
            }
            let profile = try ProfileDecoder.decode(bytes, path: path)
            if name != profile.id + ".json" {
                throw UsageError("\(path): id \"\(profile.id)\" must match the file name (\(profile.id).json)")
            }
            if let other = seen[profile.id] {
                throw UsageError("\(path): duplicate id \"\(profile.id)\" (also in \(other))")
            }
            seen[profile.id] = path
            profiles.append(profile)
        }
        return profiles
    }
}

extension FileSystem.Failure {
    var message: String {
        switch self {
        case .cannotOpen(let path, let reason): "cannot open '\(path)': \(reason)"
        case .cannotRead(let path, let reason): "cannot read '\(path)': \(reason)"
        case .cannotWrite(let path, let reason): "cannot write '\(path)': \(reason)"
        }
    }
}
