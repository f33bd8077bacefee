import CSDL2

/// An SDL2 window showing scene images. The scene is drawn into an `ImageCanvas` and presented
/// as is: the Cairo ARGB32 pixels are wrapped by `SDL_CreateRGBSurfaceFrom` (masks 0xFF0000,
/// 0xFF00, 0xFF) and blitted to the window surface — no conversion, no copy into another format.
///
/// Without a display SDL falls back to its offscreen driver, so the window also works headless
/// (tests run it under `xvfb-run` where available).
///
/// Thread rule: SDL's video functions belong to the thread that created the window (the main
/// thread); not `Sendable`. One window per process (SDL's event queue is global).
public final class SDLWindow {
    private let window: OpaquePointer
    public private(set) var width: Int
    public private(set) var height: Int

    /// Opens a resizable window of width × height pixels.
    public init(title: String, width: Int = 800, height: Int = 600) throws(RenderingError) {
        guard SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO)) == 0 else { throw .window(Self.lastError()) }
        let undefined = Int32(bitPattern: 0x1FFF_0000)  // SDL_WINDOWPOS_UNDEFINED (a macro)
        guard let w = SDL_CreateWindow(title, undefined, undefined, Int32(width), Int32(height),
                                       SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue) else {
            let message = Self.lastError()
            SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO))
            throw .window(message)
        }
        window = w
        self.width = width
        self.height = height
    }

    deinit {
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO))
    }

    /// Sets the window's title (the window manager's task bar and `xdotool search --name`).
    public func setTitle(_ title: String) {
        SDL_SetWindowTitle(window, title)
    }

    /// The video driver SDL chose ("x11", "wayland", "offscreen", …).
    public var driver: String {
        SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
    }

    /// Shows an image in the window (top-left aligned; scale it by drawing at the window's size).
    public func present(_ image: ImageCanvas) throws(RenderingError) {
        guard let target = SDL_GetWindowSurface(window) else { throw .window(Self.lastError()) }
        let failure: String? = image.withPixels { buf, stride in
            guard let source = SDL_CreateRGBSurfaceFrom(UnsafeMutableRawPointer(mutating: buf.baseAddress), Int32(image.width), Int32(image.height),
                                                        32, Int32(stride), 0xFF0000, 0xFF00, 0xFF, 0) else {
                return Self.lastError()
            }
            defer { SDL_FreeSurface(source) }
            SDL_SetSurfaceBlendMode(source, SDL_BLENDMODE_NONE)
            return SDL_UpperBlit(source, nil, target, nil) == 0 ? nil : Self.lastError()
        }
        if let failure { throw .window(failure) }
        guard SDL_UpdateWindowSurface(window) == 0 else { throw .window(Self.lastError()) }
    }

    /// The colour of a pixel of the window surface (0xRRGGBB), to check what was presented.
    public func surfacePixel(x: Int, y: Int) -> UInt32? {
        guard let s = SDL_GetWindowSurface(window), x >= 0, y >= 0, x < Int(s.pointee.w), y < Int(s.pointee.h),
              let pixels = s.pointee.pixels else { return nil }
        SDL_LockSurface(s)
        defer { SDL_UnlockSurface(s) }
        let bpp = Int(s.pointee.format.pointee.BytesPerPixel)
        guard bpp == 4 else { return nil }
        let v = pixels.load(fromByteOffset: y * Int(s.pointee.pitch) + x * 4, as: UInt32.self)
        var r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0
        SDL_GetRGB(v, s.pointee.format, &r, &g, &b)
        return UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }

    /// Puts `text` on the desktop's clipboard (SDL_SetClipboardText); false when SDL refused.
    @discardableResult
    public func setClipboardText(_ text: String) -> Bool {
        SDL_SetClipboardText(text) == 0
    }

    /// The clipboard's text, nil when it holds none.
    public func clipboardText() -> String? {
        guard SDL_HasClipboardText() == SDL_TRUE, let p = SDL_GetClipboardText() else { return nil }
        defer { SDL_free(p) }
        return String(cString: p)
    }

    /// Every window event waiting, without blocking.
    public func pollEvents() -> [WindowEvent] {
        var out: [WindowEvent] = []
        var e = SDL_Event()
        while SDL_PollEvent(&e) != 0 { if let w = translate(e) { out.append(w) } }
        return out
    }

    /// Waits up to `timeoutMilliseconds` for a window event, then returns every event waiting
    /// (empty after a timeout). Lets the `run` loop sleep until its next deadline.
    public func waitEvents(timeoutMilliseconds: Int) -> [WindowEvent] {
        var e = SDL_Event()
        guard SDL_WaitEventTimeout(&e, Int32(max(0, timeoutMilliseconds))) != 0 else { return [] }
        var out: [WindowEvent] = []
        if let w = translate(e) { out.append(w) }
        return out + pollEvents()
    }

    private func translate(_ e: SDL_Event) -> WindowEvent? {
        switch SDL_EventType(rawValue: e.type) {
        case SDL_QUIT:
            return .close
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(rawValue: UInt32(e.window.event)) {
            case SDL_WINDOWEVENT_CLOSE:
                return .close
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                width = Int(e.window.data1)
                height = Int(e.window.data2)
                return .resized(width: width, height: height)
            case SDL_WINDOWEVENT_EXPOSED:
                return .exposed
            default:
                return nil
            }
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            // Touch screens also emulate the mouse: those events carry SDL_TOUCH_MOUSEID and are
            // skipped (the finger events below are the touch).
            guard e.button.which != UInt32(bitPattern: -1), e.button.button == UInt8(SDL_BUTTON_LEFT) else { return nil }
            let phase: PointerPhase = e.type == SDL_MOUSEBUTTONDOWN.rawValue ? .down : .up
            return .pointer(phase, id: 0, x: Double(e.button.x), y: Double(e.button.y), pressure: nil)
        case SDL_MOUSEMOTION:
            guard e.motion.which != UInt32(bitPattern: -1), e.motion.state & UInt32(1 << (SDL_BUTTON_LEFT - 1)) != 0 else { return nil }
            return .pointer(.moved, id: 0, x: Double(e.motion.x), y: Double(e.motion.y), pressure: nil)
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let phase: PointerPhase = e.type == SDL_FINGERDOWN.rawValue ? .down : (e.type == SDL_FINGERUP.rawValue ? .up : .moved)
            let f = e.tfinger
            return .pointer(phase, id: f.fingerId &+ 1, x: Double(f.x) * Double(width), y: Double(f.y) * Double(height), pressure: Double(f.pressure))
        case SDL_KEYDOWN:
            guard e.key.repeat == 0, let name = SDL_GetKeyName(e.key.keysym.sym) else { return nil }
            return .key(String(cString: name))
        case SDL_DROPFILE:
            guard let file = e.drop.file else { return nil }
            defer { SDL_free(file) }
            return .dropFile(String(cString: file))
        default:
            return nil
        }
    }

    private static func lastError() -> String {
        SDL_GetError().map { String(cString: $0) } ?? "unknown SDL error"
    }
}
