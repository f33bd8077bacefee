/// A function applied to every run's attributes at display time, after the stored attributes and
/// before Pango sees them. The stored text is never changed (DESIGN: store raw, render late).
///
/// Intensity render schemes are transformers: they read `intensity` (0…100) and set `weight`,
/// `foreground` (hue or alpha) or `fontSize`. Changing the engine's transformer re-lays out the
/// whole document, because a transformer may change metrics.
public typealias AttributeTransformer = @Sendable (TextAttributes) -> TextAttributes
