import SafeAreaCore

/// Loads every `*.json` profile in a directory, as `--profiles DIR` and the profile compiler do.
enum ProfileDirectory {
    /// The profiles of each directory of `directories` (each `--profiles`, in the order given),
    /// each directory read once however often it is given (`dir` and `dir/` are one): a later
    /// directory's profile replaces an earlier one's with the same id, so a directory given again
    /// counts from where it was last given, as reading it there again would. At most
    /// ``Limits/loadedProfiles`` in all.
    static func load(each directories: [String]) throws(UsageError) -> [DeviceProfile] {
        var loaded: [String: [DeviceProfile]] = [:]
        var count = 0
        for directory in directories where loaded[key(of: directory)] == nil {
            let profiles = try load(directory, room: Limits.loadedProfiles - count)
            count += profiles.count
            loaded[key(of: directory)] = profiles
        }
        var placed: Set<String> = []
        let lastGiven = directories.reversed().filter { placed.insert(key(of: $0)).inserted }.reversed()
        return lastGiven.flatMap { loaded[key(of: $0)] ?? [] }
    }

    /// A directory as the same directory is spelled every time: without trailing slashes.
    private static func key(of directory: String) -> String {
        var key = Substring(directory)
        while key.count > 1, key.hasSuffix("/") { key = key.dropLast() }
        return String(key)
    }

    /// The profiles of `directory`, sorted by file name; the first bad file stops the load with a
    /// message naming it, as does a directory of more than `room` profiles.
    static func load(_ directory: String, room: Int = Limits.loadedProfiles) throws(UsageError) -> [DeviceProfile] {
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
        if names.count > room {
            throw UsageError("--profiles: '\(directory)' would load more than \(Limits.loadedProfiles) profiles in all (\(names.count) here)", code: .limit)
        }
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
