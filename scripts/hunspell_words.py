"""libhunspell through ctypes, for the data scripts: which words a Debian hunspell-* dictionary
accepts. Shared by make-frequency-lists.py and the misspelling-set generators."""
import ctypes


def open_hunspell(name):
    """A `spell(word) -> bool` for /usr/share/hunspell/NAME.{aff,dic} (e.g. "en_US", "de_DE")."""
    lib = ctypes.CDLL("libhunspell-1.7.so.0")
    lib.Hunspell_create.restype = ctypes.c_void_p
    lib.Hunspell_create.argtypes = [ctypes.c_char_p, ctypes.c_char_p]
    lib.Hunspell_spell.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
    base = f"/usr/share/hunspell/{name}"
    encoding = "utf-8"
    with open(base + ".aff", "rb") as f:
        for line in f:
            if line.startswith(b"SET "):
                encoding = line[4:].strip().decode("ascii").lower().replace("iso8859", "iso-8859")
                break
    handle = lib.Hunspell_create((base + ".aff").encode(), (base + ".dic").encode())

    def spell(word):
        try:
            data = word.encode(encoding)
        except UnicodeEncodeError:
            return False
        return lib.Hunspell_spell(handle, data) != 0

    return spell
