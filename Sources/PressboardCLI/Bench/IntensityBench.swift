import Intensity

/// `pressboard bench intensity`: the per-contact intensity stage.
///
/// For each interpreter: the cost of adding one sample to a tracker (goal ≤ 50 ns, the budget
/// that leaves a 1 kHz multi-finger stream negligible), the heap growth while doing so (goal 0),
/// and the end-of-touch evaluation (raw value + mapping, the committed intensity). Plus the
/// automatic calibrator's per-touch cost. Timings are the best of 20 batches, so that other
/// work on a shared machine inflates them as little as possible.
enum IntensityBench {
    /// Timings are the best of this many batches.
    static let batches = 20

    static func run(_ o: BenchOptions) throws {
        let touches = max(10, Int(20_000 * o.scale))
        var noise = BenchNoise()
        let samples = sampleStream(count: 50, noise: &noise)
        for kind in InterpreterKind.allCases { interpreter(kind, samples: samples, touches: touches, o) }
        logarithmicMapping(touches: touches, o)
        autoCalibration(touches: touches, noise: &noise, o)
    }

    /// Realistic sample stream: a press ramp with noise, pressure and contact size (fractions and
    /// millimetres, so contact area takes its millimetre path), 8 ms apart.
    static func sampleStream(count: Int, noise: inout BenchNoise) -> [IntensitySample] {
        var samples: [IntensitySample] = []
        samples.reserveCapacity(count)
        for i in 0..<count {
            let ramp = min(1, Double(i) / 12) * 0.6
            samples.append(IntensitySample(time: 100 + Double(i) * 0.008, pressure: ramp + 0.05 * noise.next(),
                                           touchMajor: 0.1 + ramp * 0.2, touchMinor: 0.08 + ramp * 0.15,
                                           touchMajorMillimetres: 7 + ramp * 8, touchMinorMillimetres: 6 + ramp * 6,
                                           x: 1000 + noise.next(), y: 500 + noise.next()))
        }
        return samples
    }

    /// One interpreter: per-sample update cost, heap growth, end-of-touch evaluation.
    static func interpreter(_ kind: InterpreterKind, samples: [IntensitySample], touches: Int, _ o: BenchOptions) {
        var config = IntensityConfiguration.default
        config.interpreter = kind
        config.calibration = PressureCalibration(minimum: 0.02, maximum: 0.7, offset: 0.01)
        let endTime = samples[samples.count - 1].time
        var sink = 0

        // Warm-up (first touch pays lazy initialisation, not the steady state).
        do {
            var t = IntensityTracker(configuration: config)
            for s in samples { t.add(s) }
            sink &+= t.intensity(at: endTime)
        }

        // Best of `batches` batches: the uncontended cost on a machine shared with other work.
        let perBatch = max(1, touches / batches)
        let bytesBefore = BenchClock.allocatedBytes()
        var bestUpdate = Double.infinity
        for _ in 0..<batches {
            let t0 = BenchClock.now()
            for _ in 0..<perBatch {
                var t = IntensityTracker(configuration: config)
                for s in samples { t.add(s) }
                sink &+= t.sampleCount
            }
            bestUpdate = min(bestUpdate, Double(BenchClock.now() - t0) / Double(perBatch * samples.count))
        }
        let bytesAfter = BenchClock.allocatedBytes()
        o.emit(BenchMeasurement(section: "intensity", name: "\(kind.rawValue) per-sample update", value: bestUpdate,
                                unit: "ns", peer: "goal", peerValue: 50))
        o.emit(BenchMeasurement(section: "intensity", name: "\(kind.rawValue) heap growth over \(batches * perBatch * samples.count) samples",
                                value: Double(bytesAfter - bytesBefore), unit: "bytes", peer: "goal", peerValue: 0))

        // End of touch: the committed value from a full history.
        var full = IntensityTracker(configuration: config)
        for s in samples { full.add(s) }
        let evaluations = max(1, touches * 10 / batches)
        var bestEval = Double.infinity
        for _ in 0..<batches {
            let e0 = BenchClock.now()
            for i in 0..<evaluations {
                sink &+= full.intensity(at: endTime + Double(i & 7) * 0.001)
            }
            bestEval = min(bestEval, Double(BenchClock.now() - e0) / Double(evaluations))
        }
        o.emit(BenchMeasurement(section: "intensity", name: "\(kind.rawValue) end-of-touch evaluation", value: bestEval, unit: "ns"))
        if sink == Int.min { print(sink) }   // keep the work observable
    }

    /// Logarithmic mapping alone (it is the only mapping with a transcendental function).
    static func logarithmicMapping(touches: Int, _ o: BenchOptions) {
        let log = IntensityMapping.logarithmic()
        var acc = 0
        let n = max(1, touches * 10 / batches)
        var bestLog = Double.infinity
        for _ in 0..<batches {
            let m0 = BenchClock.now()
            for i in 0..<n { acc &+= log.intensity(Double(i & 1023) / 1023) }
            bestLog = min(bestLog, Double(BenchClock.now() - m0) / Double(n))
        }
        o.emit(BenchMeasurement(section: "intensity", name: "logarithmic mapping", value: bestLog, unit: "ns"))
        if acc == Int.min { print(acc) }
    }

    /// Automatic calibration: one finished touch (sorted window of 50 updated in place).
    static func autoCalibration(touches: Int, noise: inout BenchNoise, _ o: BenchOptions) {
        var calibrator = AutoCalibrator()
        let perRound = max(1, touches / batches)
        var bestCalibration = Double.infinity
        for _ in 0..<batches {
            let c0 = BenchClock.now()
            for _ in 0..<perRound { calibrator.observeTouch(peakPressure: 0.05 + 0.3 * noise.next()) }
            bestCalibration = min(bestCalibration, Double(BenchClock.now() - c0) / Double(perRound))
        }
        o.emit(BenchMeasurement(section: "intensity", name: "auto-calibration per touch", value: bestCalibration, unit: "ns"))
        if calibrator.calibration.maximum.isNaN { print(calibrator.calibration) }
    }
}

/// A fixed linear congruential sequence in 0..<1: the same bench input every run.
struct BenchNoise {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15

    mutating func next() -> Double {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Double(state >> 11) / Double(1 << 53)
    }
}
