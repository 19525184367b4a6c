import Foundation
import Testing

/// Every bad input gets exit status 2 and exactly one line on stderr naming what was wrong.
@Suite("Bad input")
struct BadInputTests {
    @Test(arguments: [
        (["insets", "-d", "iPhone 16 Prp"], "safearea: unknown device 'iPhone 16 Prp'; did you mean 'iPhone 16 Pro'?; 'safearea devices' lists them"),
        (["insets", "--devcie", "iPhone X"], "safearea: unknown option '--devcie' for 'insets'; did you mean '--device'?"),
        (["insets", "-x"], "safearea: unknown option '-x' for 'insets' (short options: -d, -o, -f, -h)"),
        (["insest"], "safearea: unknown command 'insest'; did you mean 'insets'?"),
        (["--verison"], "safearea: unknown option '--verison'; did you mean '--version'?"),
        (["insets", "-o", "landscpe"], "safearea: invalid value 'landscpe' for '--orientation' (expected portrait, portraitUpsideDown, landscapeLeft, landscapeRight, landscape, all); did you mean 'landscape'?"),
        (["insets", "--format", "yaml"], "safearea: invalid value 'yaml' for '--format' (expected text, json, jsonl, csv)"),
        (["insets", "--format"], "safearea: option '--format' needs a value (F): one of text, json, jsonl, csv"),
        (["insets", "--family", "watch"], "safearea: invalid value 'watch' for '--family' (expected phone, pad)"),
        (["insets", "--ios", "6"], "safearea: invalid value '6' for '--ios': iOS 6 predates the catalogue, which starts at iOS 7; did you mean '7'?"),
        (["-v"], "safearea: unknown option '-v'; did you mean '--version'?"),
        (["version"], "safearea: unknown command 'version'; did you mean '--version'?"),
        (["insets", "--content-size-category", "larg"], "safearea: invalid value 'larg' for '--content-size-category' (expected extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge, accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge); did you mean 'large'?"),
        (["insets", "--content-size-category", "xxxLarge"], "safearea: invalid value 'xxxLarge' for '--content-size-category' (expected extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge, accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge)"),
        (["insets", "--content-size-category"], "safearea: option '--content-size-category' needs a value (SIZE): one of extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge, accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge"),
        (["insets", "--content-size-category", "large", "--content-size-category", "small"], "safearea: option '--content-size-category' given twice ('large' and 'small'); it takes one value"),
        (["insets", "--status-bar", "Shown"], "safearea: invalid value 'Shown' for '--status-bar' (expected system, visible, hidden)"),
        (["insets", "--ios", "20"], "safearea: invalid value '20' for '--ios': there is no iOS 20 (released: 7–18, 26–27); did you mean '18'?"),
        (["insets", "--ios", "latest"], "safearea: invalid value 'latest' for '--ios': expected a major version such as 18 or 26"),
        (["insets", "-d", "iPhone X", "--ios", "17"], "safearea: iPhone X runs iOS 11–16, not iOS 17"),
        (["insets", "-d", "iPhone 7", "--ios", "10", "--navigation-bar", "large"], "safearea: large titles arrived in iOS 11, not iOS 10"),
        (["insets", "--navigation-bar", "largest"], "safearea: invalid value 'largest' for '--navigation-bar' (expected none, hidden, standard, large); did you mean 'large'?"),
        (["insets", "--additional-insets", "0,-1,0,0"], "safearea: invalid value '0,-1,0,0' for '--additional-insets': insets must not be negative"),
        (["insets", "--additional-insets", "0,0,inf,0"], "safearea: invalid value '0,0,inf,0' for '--additional-insets': numbers must be finite"),
        (["insets", "--opaque-bars"], "safearea: --opaque-bars needs a bar to be opaque: --navigation-bar standard|large, --tab-bar or --toolbar"),
        (["insets", "--preserves-superview-layout-margins"], "safearea: --preserves-superview-layout-margins describes the --frame subview; give --frame X,Y,W,H"),
        (["insets", "-d", "iPhone X", "--frame", "400,0,10,10"], "safearea: the subview 400, 0, 10, 10 lies outside the content view (0, 0, 375, 812) on iPhone X"),
        (["collection", "--items", "2.5"], "safearea: invalid value '2.5' for '--items': expected a whole number from 0 to 100000"),
        (["collection", "--item-size", "50x50", "--item-size", "0"], "safearea: invalid value '0' for '--item-size': expected WIDTHxHEIGHT such as 390x2000"),
        (["collection", "--reference", "fromSafeAreas"], "safearea: invalid value 'fromSafeAreas' for '--reference' (expected fromContentInset, fromSafeArea, fromLayoutMargins); did you mean 'fromSafeArea'?"),
        (["collection", "--line-spacing", "-1"], "safearea: invalid value '-1' for '--line-spacing': must not be negative"),
        (["collection", "-d", "iPhone 7", "--ios", "10", "--reference", "fromSafeArea"], "safearea: sectionInsetReference arrived with the safe area in iOS 11, not iOS 10"),
        (["collection", "--content-size", "10x10"], "safearea: unknown option '--content-size' for 'collection'; did you mean '--content-inset'?"),
        (["scroll", "--content-size", "390"], "safearea: invalid value '390' for '--content-size': expected WIDTHxHEIGHT such as 390x2000"),
        (["scroll", "--content-size", "390x-1"], "safearea: invalid value '390x-1' for '--content-size': width and height must not be negative"),
        (["scroll", "--content-size", "390xnan"], "safearea: invalid value '390xnan' for '--content-size': numbers must be finite"),
        (["scroll", "--behavior", "automatc"], "safearea: invalid value 'automatc' for '--behavior' (expected automatic, scrollableAxes, never, always); did you mean 'automatic'?"),
        (["scroll", "-d", "iPhone X", "--scroll-frame", "0,900,10,10"], "safearea: the scroll view 0, 900, 10, 10 lies outside the content view (0, 0, 375, 812) on iPhone X"),
        (["table", "--always-bounce-vertical"], "safearea: unknown option '--always-bounce-vertical' for 'table'"),
        (["table", "--row-height", "-4"], "safearea: invalid value '-4' for '--row-height': must not be negative"),
        (["table", "--separator-inset-reference", "fromAutomaticInsets"], "safearea: --separator-inset-reference says how --separator-inset is read; give --separator-inset T,L,B,R"),
        (["table", "-d", "iPhone X", "--ios", "12", "--style", "insetGrouped"], "safearea: the inset-grouped style arrived in iOS 13, not iOS 12"),
        (["insets", "-d", "iPhone 7", "--ios", "10", "--additional-insets", "10,0,0,0"], "safearea: additionalSafeAreaInsets arrived with the safe area in iOS 11, not iOS 10"),
        (["insets", "-d", "iPad Air", "--ios", "8", "--frame", "0,0,100,100"], "safearea: a subview's safe area arrived with the safe area in iOS 11, not iOS 8"),
        (["insets", "-d", "iPhone 6", "--ios", "8", "-o", "landscapeLeft", "--status-bar", "visible"], "safearea: no source gives iPhone 6's status bar shown in landscapeLeft on this version"),
        (["insets", "-d", "iPhone 16", "--ios", "18", "--design-requires-compatibility"], "safearea: UIDesignRequiresCompatibility changes nothing before iOS 26 (asked for iOS 18)"),
        (["insets", "-d", "iPad Pro 11-inch (M4)", "--ios", "18", "--toolbar"], "safearea: no source gives the toolbar on an iPad without a home button, where sources say 65 and 70, on iPad Pro 11-inch (M4)"),
        (["insets", "-d", "iPhone X", "-o", "portraitUpsideDown"], "safearea: iPhone X does not support portraitUpsideDown"),
        (["insets", "--window", "0,0,0,10"], "safearea: invalid value '0,0,0,10' for '--window': the window is empty; width and height must be greater than 0"),
        (["insets", "--window", "0,0,nan,10"], "safearea: invalid value '0,0,nan,10' for '--window': numbers must be finite"),
        (["insets", "--window", "0,0,-5,10"], "safearea: invalid value '0,0,-5,10' for '--window': width and height must not be negative"),
        (["insets", "-d", "iPhone X", "--ios", "16", "--window", "300,0,100,100"], "safearea: the window 300, 0, 100, 100 reaches outside iPhone X's screen (0, 0, 375, 812)"),
        (["insets", "-d", "iPhone X", "--ios", "16", "-o", "landscapeLeft", "--window", "0,0,375,812"], "safearea: the window 0, 0, 375, 812 reaches outside iPhone X's screen (0, 0, 812, 375)"),
        (["insets", "-d", "iPhone X", "--split", "1/2"], "safearea: Split View and Slide Over are iPad arrangements; iPhone X is not an iPad (use a window frame instead)"),
        (["insets", "-d", "iPhone X", "--slide-over"], "safearea: Split View and Slide Over are iPad arrangements; iPhone X is not an iPad (use a window frame instead)"),
        (["insets", "-d", "iPad Air", "--ios", "12", "--split", "1/3", "--split-side", "trailing"], "safearea: iPad Air has Slide Over but not Split View (Split View needs an iPad Air 2, iPad mini 4, iPad Pro or later)"),
        (["insets", "-d", "iPad Air 2", "--ios", "13", "--slide-over"], "safearea: no source gives iPad Air 2's Slide Over frame (sources give it up to iOS 12 on the 768×1024, 810×1080, 834×1112, 834×1194 and 1024×1366 screens; iPadOS 13 made it a floating card; give the window frame instead)"),
        (["insets", "-d", "iPad Pro 11-inch (M4)", "--ios", "18", "--split", "1/2", "-o", "landscapeLeft"], "safearea: no source gives iPad Pro 11-inch (M4)'s 1/2 Split View width (sources cover the 768×1024, 810×1080, 834×1112, 834×1194 and 1024×1366 screens; give the window frame instead)"),
        (["insets", "-d", "iPad Pro 11-inch (M4)", "--split", "1/3"], "safearea: there is no Split View on iPadOS 27: iPadOS 26 replaced Split View and Slide Over with freely sized windows; give the window's frame instead, or ask for iPadOS 18"),
        (["insets", "-d", "iPad Air 2", "--ios", "12", "--split", "1/2"], "safearea: Split View in portrait offers 1/3 and 2/3, not 1/2"),
        (["insets", "-d", "iPhone Duo", "--sdk", "26"], "safearea: an app built with the iOS 26.0 SDK does not see iPhone Duo's strip: the system runs it letterboxed, inset from the strip (readest/readest#6312; fmidev/weather-app#1481: 'it will not work in fullscreen mode when iPhone Duo is opened') (apps fill the displays from the iOS 27.1 SDK); no source gives the letterboxed window's size or insets"),
        (["insets", "-d", "iPhone Duo", "--ios", "27.0"], "safearea: iPhone Duo shipped with iOS 27.1, so it never ran iOS 27.0"),
        (["insets", "-d", "iPhone Duo", "--window", "0,0,300,300"], "safearea: no source gives the safe area of a window on iPhone Duo: its side strip moves to whichever side the window is on (skedgo/TGCardViewController#31), and no frame of a resized window is published"),
        (["insets", "-d", "iPhone Duo", "--posture", "closed", "--status-bar", "hidden"], "safearea: no source gives iPhone Duo's safe area with the status bar hidden in portrait; a print of window.safeAreaInsets with prefersStatusBarHidden true in portrait on iPhone Duo with this version's simulator runtime would settle it (`safearea probe` prints the code that takes it; --measurements reads what it writes)"),
        (["insets", "-d", "iPad Air 2", "--ios", "12", "--split", "1/3", "--requires-full-screen"], "safearea: an app with UIRequiresFullScreen runs full screen on iPad Air 2: it opts out of Split View, Slide Over and windows"),
        (["insets", "-d", "iPhone SE"], "safearea: 'iPhone SE' matches 3 devices: iPhone SE (1st generation), iPhone SE (2nd generation), iPhone SE (3rd generation); name one"),
        (["insets", "-d", "iPad Air M2"], "safearea: 'iPad Air M2' matches 2 devices: iPad Air 11-inch (M2), iPad Air 13-inch (M2); name one"),
        (["insets", "-d", "iPhone 15 Pro 256GB"], "safearea: unknown device 'iPhone 15 Pro 256GB'; did you mean one of 'iPhone 15 Pro', 'iPhone 15 Pro Max', 'iPhone 11 Pro'?; 'safearea devices' lists them"),
        (["insets", "-d", "iPhone 18 Pro", "-o", "landscapeLeft", "--evidence", "transcribed"], "safearea: iPhone 18 Pro's safeAreaInsets is derived (same-panel-sibling+ios-major-carry-forward), weaker than the transcribed evidence asked for; a print of safeAreaInsets on iPhone 18 Pro with this version's simulator runtime would settle it (`safearea probe` prints the code that takes it; --measurements reads what it writes)"),
        (["insets", "-d", "iPhone 17 Pro", "--evidence", "proven"], "safearea: invalid value 'proven' for '--evidence' (expected measured, published, transcribed, derived)"),
        (["explain", "-d", "iPhone 17 Pro", "safeAreaInset"], "safearea: unknown field 'safeAreaInset'; did you mean 'safeAreaInsets'?; explain knows safeAreaInsets, statusBarFrame, navigationBarFrame, tabBarFrame, toolbarFrame, layoutMargins, readableContentGuide, reservedRegions"),
        (["insets", "-d", "iPhone 17", "--ios", "27.2"], "safearea: invalid value '27.2' for '--ios': iOS 27.2 is not released (the newest is 27.1); did you mean '27.1'?"),
        (["insets", "-d", "iPhone 17", "--sdk", "twenty"], "safearea: invalid value 'twenty' for '--sdk': expected a major version such as 18 or 26"),
        (["insets", "--split", "1/2", "--window", "0,0,10,10"], "safearea: --window gives the window's frame itself; it cannot be combined with --split"),
        (["insets", "--slide-over", "--window", "0,0,10,10"], "safearea: --window gives the window's frame itself; it cannot be combined with --slide-over"),
        (["insets", "--split", "1/2", "--slide-over"], "safearea: --split and --slide-over are two different arrangements; give one"),
        (["insets", "--split-side", "leading"], "safearea: --split-side places the --split app; give --split 1/3|1/2|2/3"),
        (["insets", "--split", "1/4"], "safearea: invalid value '1/4' for '--split' (expected 1/3, 1/2, 2/3); did you mean '1/3'?"),
        (["insets", "-d", "iPhone X", "--posture", "open"], "safearea: iPhone X does not fold, so it has no posture"),
        (["scroll", "-d", "iPhone X", "--ios", "16", "--window", "0,0,400,10"], "safearea: the window 0, 0, 400, 10 reaches outside iPhone X's screen (0, 0, 375, 812)"),
        (["insets", "--frame", "0,0,nan,10"], "safearea: invalid value '0,0,nan,10' for '--frame': numbers must be finite"),
        (["insets", "--frame", "0,0,inf,10"], "safearea: invalid value '0,0,inf,10' for '--frame': numbers must be finite"),
        (["insets", "--frame", "0,0,-5,10"], "safearea: invalid value '0,0,-5,10' for '--frame': width and height must not be negative"),
        (["insets", "--frame", "0,0,10"], "safearea: invalid value '0,0,10' for '--frame': expected 4 numbers X,Y,W,H"),
        (["insets", "--frame", "a,0,10,10"], "safearea: invalid value 'a,0,10,10' for '--frame': 'a' is not a number"),
        (["insets", "--status-bar=on"], "safearea: invalid value 'on' for '--status-bar' (expected system, visible, hidden)"),
        (["insets", "--format", "json", "--format", "csv"], "safearea: option '--format' given twice ('json' and 'csv'); it takes one value"),
        (["insets", "iPhone X"], "safearea: unexpected argument 'iPhone X' for 'insets'; to name a device use --device 'iPhone X'"),
        (["insets", "-d", "iPhone", "X"], "safearea: unexpected argument 'X' for 'insets'; to name a device use --device 'iPhone X'"),
        (["insets", "--device", "iPhone", "X"], "safearea: unexpected argument 'X' for 'insets'; to name a device use --device 'iPhone X'"),
        (["devices", "--sources=yes"], "safearea: option '--sources' takes no value, but was given 'yes'"),
        (["insets", "--family", "pad", "-d", "iPhone X"], "safearea: device 'iPhone X' is not a pad (--family pad)"),
        (["insets", "--profiles", "/nonexistent/safearea"], "safearea: --profiles: '/nonexistent/safearea' is not a directory"),
        // Filters that leave nothing are an error, not an empty table or a headerless CSV (issue 54).
        (["devices", "-d", "iPhone X", "--feature", "sideStrip"], "safearea: no device matches --feature sideStrip (of the one device selected)"),
        (["devices", "-d", "iPhone X", "-d", "iPhone 8", "--runs-ios", "26", "-f", "csv"], "safearea: no device matches --runs-ios 26 (of the 2 devices selected)"),
        (["devices", "-d", "iPhone 8", "--feature", "notch", "--runs-ios", "11", "-f", "json"], "safearea: no device matches --feature notch and --runs-ios 11 (of the one device selected)"),
        // A typed word stands for one of the device's words: repeated, it names none.
        (["insets", "-d", "x x x"], "safearea: unknown device 'x x x'; did you mean 'iPhone X'?; 'safearea devices' lists them"),
        (["insets", "-d", "16 16"], "safearea: unknown device '16 16'; did you mean one of 'iPhone 16', 'iPhone 16 Plus', 'iPhone 16 Pro'?; 'safearea devices' lists them"),
    ])
    func rejected(_ arguments: [String], _ message: String) {
        let result = runCLI(arguments)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors == message + "\n")
    }

    @Test func noArgumentsPrintsUsageAndFails() {
        let result = runCLI([])
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("safearea 0.1.0: UIKit's safe areas"))
    }

    /// Profiles loaded with --profiles are validated like the bundled ones, with file, line and column.
    @Test(arguments: [
        ("{\"id\": \"x\",\n  \"name\": 5}", "bad.json:2:11: name: expected a string, found a number"),
        ("{\"id\": \"x\", \"id\": \"y\"}", "bad.json:1:13: malformed JSON: duplicate key \"id\""),
        ("{\"id\": \"x\",\n\n   \"nmae\": 1}", "bad.json:3:4: unknown key \"nmae\"; did you mean 'name'?"),
        ("{\"id\": [1, 2", "bad.json:1:13: malformed JSON: unexpected end of input inside an array"),
        ("{\"id\": -1e999}", "bad.json:1:8: malformed JSON: number -1e999 is out of range"),
    ])
    func malformedProfile(_ text: String, _ message: String) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try text.write(to: directory.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let result = runCLI(["devices", "--profiles", directory.path])
        #expect(result.status == 2)
        #expect(result.errors == "safearea: \(directory.path)/\(message)\n")
    }

    @Test func profileBreakingARuleIsLocated() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var text = try String(contentsOf: packageRoot.appendingPathComponent("Profiles/iphone-x.json"), encoding: .utf8)
        text = text.replacingOccurrences(of: "\"scale\": 3", with: "\"scale\": 0")
        try text.write(to: directory.appendingPathComponent("iphone-x.json"), atomically: true, encoding: .utf8)
        let result = runCLI(["insets", "--profiles", directory.path])
        #expect(result.status == 2)
        #expect(result.errors.contains("/iphone-x.json:"))
        #expect(result.errors.hasSuffix("screen.scale: must be greater than zero\n"))
    }

    /// An orientation's insets are numbers, `null` for an orientation the device lacks, or the word
    /// `unknown`; any other word, or `unknown` for an unsupported orientation, is located.
    @Test(arguments: [
        ("\"portraitUpsideDown\": null", "\"portraitUpsideDown\": \"maybe\"",
         "safeAreaInsets[0].portraitUpsideDown: expected insets or \"unknown\", found \"maybe\""),
        ("\"portraitUpsideDown\": null", "\"portraitUpsideDown\": \"unknown\"",
         "safeAreaInsets[0].portraitUpsideDown: is unknown, but the device does not support portraitUpsideDown"),
    ])
    func unknownInsetsAreCheckedLikeNumbers(_ original: String, _ replacement: String, _ message: String) throws {
        try expectEditedIPhoneXProfileRefused(original, replacement, message, arguments: ["insets"])
    }

    @Test func profileNamedAfterAnotherIDIsRefused() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Profiles/iphone-x.json"), encoding: .utf8)
        try text.write(to: directory.appendingPathComponent("my-phone.json"), atomically: true, encoding: .utf8)
        let result = runCLI(["devices", "--profiles", directory.path])
        #expect(result.errors == "safearea: \(directory.path)/my-phone.json: id \"iphone-x\" must match the file name (iphone-x.json)\n")
    }
}
