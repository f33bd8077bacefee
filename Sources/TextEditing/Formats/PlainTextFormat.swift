/// Plain UTF-8 text in and out. Intensities and attributes are not kept; text read in takes one intensity.
public enum PlainTextFormat {
    /// The document's text as UTF-8 bytes.
    public static func encode(_ document: IntensityDocument) -> [UInt8] { Array(document.string.utf8) }

    /// A document from UTF-8 bytes (invalid sequences become U+FFFD) typed at `intensity`.
    public static func decode(_ bytes: some Collection<UInt8>, intensity: UInt8 = DocumentArchive.defaultIntensity,
                              options: DocumentOptions = DocumentOptions()) -> IntensityDocument {
        IntensityDocument(string: String(decoding: bytes, as: UTF8.self), intensity: intensity, options: options)
    }
}
