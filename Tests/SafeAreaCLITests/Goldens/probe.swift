// SafeAreaProbe.swift, printed by `safearea probe`.
//
// Writes the measurements file that `safearea --measurements FILE` reads. Add this file to an
// app or UI-test host target and call `SafeAreaProbe.record()` once the screen is laid out (in
// `viewDidAppear`, and again after each rotation or status-bar change). Each call adds one entry
// for this device, iOS release, orientation and status-bar state (replacing an earlier entry of
// the same four) to Documents/safearea-measurements.json, and prints the file's path.
//
// Read the root view of a full-screen view controller with no bars and no
// additionalSafeAreaInsets: the context safearea's catalogue values describe.
import UIKit

@MainActor
enum SafeAreaProbe {
    /// Where the entries are kept: the app's Documents directory.
    static var fileURL: URL {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("safearea-measurements.json")
    }

    /// Reads `viewController`'s root view (default: the key window's root view controller) and
    /// adds its entry to ``fileURL``; returns the file's URL, or nil when there is no window.
    @discardableResult
    static func record(_ viewController: UIViewController? = nil) -> URL? {
        guard let window = keyWindow(),
              let controller = viewController ?? window.rootViewController,
              let view = controller.viewIfLoaded, view.window != nil,
              let scene = window.windowScene,
              let orientation = name(of: scene.interfaceOrientation)
        else {
            print("SafeAreaProbe: no laid-out view in a key window to read")
            return nil
        }
        let release = UIDevice.current.systemVersion.split(separator: ".").prefix(2).joined(separator: ".")
        let hidden = scene.statusBarManager?.isStatusBarHidden ?? false
        let environment = ProcessInfo.processInfo.environment
        let runtime = environment["SIMULATOR_DEVICE_NAME"].map { "the \($0) simulator" } ?? "a device"
        var method = "UIView.safeAreaInsets, layoutMargins and readableContentGuide.layoutFrame of "
        method += "\(type(of: controller))'s root view, read by SafeAreaProbe (safearea probe) on "
        method += "\(runtime), iOS \(UIDevice.current.systemVersion), in a \(size(window.bounds)) window"
        if view.frame != window.bounds { method += "; the view is not full screen (\(size(view.frame)))" }
        let entry: [String: Any] = [
            "device": modelIdentifier(),
            "ios": release,
            "orientation": orientation,
            "statusBar": hidden ? "hidden" : "visible",
            "safeAreaInsets": insets(view.safeAreaInsets),
            "layoutMargins": insets(view.layoutMargins),
            "readableContentGuide": rect(view.readableContentGuide.layoutFrame),
            "method": method,
        ]
        let key = ["device", "ios", "orientation", "statusBar"]
        var entries = existingEntries().filter { old in
            !key.allSatisfy { (old[$0] as? String) == (entry[$0] as? String) }
        }
        entries.append(entry)
        do {
            let data = try JSONSerialization.data(
                withJSONObject: ["measurements": entries], options: [.prettyPrinted, .sortedKeys])
            try data.write(to: fileURL, options: .atomic)
        } catch {
            print("SafeAreaProbe: cannot write \(fileURL.path): \(error)")
            return nil
        }
        print("SafeAreaProbe: \(entries.count) entries in \(fileURL.path)")
        return fileURL
    }

    /// The hardware model identifier (`iPhone18,1`): the simulated one on a simulator.
    static func modelIdentifier() -> String {
        if let simulated = ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"] { return simulated }
        var system = utsname()
        uname(&system)
        return withUnsafeBytes(of: &system.machine) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    private static func keyWindow() -> UIWindow? {
        UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .flatMap(\.windows)
            .first(where: \.isKeyWindow)
    }

    private static func name(of orientation: UIInterfaceOrientation) -> String? {
        switch orientation {
        case .portrait: "portrait"
        case .portraitUpsideDown: "portraitUpsideDown"
        case .landscapeLeft: "landscapeLeft"
        case .landscapeRight: "landscapeRight"
        default: nil
        }
    }

    private static func existingEntries() -> [[String: Any]] {
        guard let data = try? Data(contentsOf: fileURL),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [] }
        return object["measurements"] as? [[String: Any]] ?? []
    }

    private static func insets(_ insets: UIEdgeInsets) -> [String: Double] {
        ["top": Double(insets.top), "left": Double(insets.left), "bottom": Double(insets.bottom), "right": Double(insets.right)]
    }

    private static func rect(_ rect: CGRect) -> [String: Double] {
        ["x": Double(rect.minX), "y": Double(rect.minY), "width": Double(rect.width), "height": Double(rect.height)]
    }

    private static func size(_ rect: CGRect) -> String {
        "\(Double(rect.width))×\(Double(rect.height))"
    }
}
