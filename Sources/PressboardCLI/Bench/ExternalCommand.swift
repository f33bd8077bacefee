import Glibc

/// Runs an external program (a benchmark peer such as `wc -l`) and waits for it; its standard
/// output is discarded. Throws when it cannot start or exits non-zero.
@discardableResult
func runCommand(_ argv: [String]) throws -> Int32 {
    var pid: pid_t = 0
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    let cargs = argv.map { strdup($0) } + [nil]
    defer { cargs.forEach { free($0) } }
    let rc = posix_spawnp(&pid, argv[0], &actions, nil, cargs, environ)
    guard rc == 0 else { throw CommandFailure(message: "cannot run \(argv[0]): \(String(cString: strerror(rc)))") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let code = (status >> 8) & 0xff
    guard code == 0 else { throw CommandFailure(message: "\(argv.joined(separator: " ")) exited with \(code)") }
    return code
}

struct CommandFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
