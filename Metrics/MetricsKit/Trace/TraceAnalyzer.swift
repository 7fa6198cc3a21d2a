import Foundation

/// Reads one module's trace: the figures and the diagram of a run of commands. Roles come
/// from the catalog by file name, as every other figure's do.
struct TraceAnalyzer {
    let pattern: PatternDefinition

    /// The participant shared code is drawn as, by the target its file is in.
    static func sharedGroup(ofFile file: String) -> String {
        if file.contains("/Model/") { return "Model" }
        if file.contains("/Storage/") { return "Storage" }
        return "Toolkit"
    }

    func role(of file: String) -> String {
        pattern.role(ofFileNamed: (file as NSString).lastPathComponent)?.role ?? "Other"
    }

    private func roleOrder(_ role: String) -> Int {
        pattern.roles.firstIndex { $0.name == role } ?? pattern.roles.count
    }

    /// What a reader opens to follow `records` (the records of a run of commands, in order).
    func reading(_ records: [TraceLog.Record]) -> TraceFigures.Reading {
        let own = records.filter { !$0.boundary }
        let roles = Set(own.map { role(of: $0.file) })
        var hops = 0
        for (previous, next) in zip(own, own.dropFirst()) where role(of: previous.file) != role(of: next.file) { hops += 1 }
        return TraceFigures.Reading(
            functions: Set(own.map { "\($0.file)\t\($0.type)\t\($0.function)" }).count,
            files: Set(own.map(\.file)).count,
            types: Set(own.map { participant(of: $0) }).count,
            roles: roles.sorted { (roleOrder($0), $0) < (roleOrder($1), $1) },
            roleHops: hops,
            deepestChain: Self.depths(records).values.max() ?? 0,
            boundaryCalls: records.count - own.count,
            calls: own.count
        )
    }

    /// Each record's depth, counting only callers among `records`: a call whose caller ran
    /// outside them starts a chain.
    static func depths(_ records: [TraceLog.Record]) -> [Int: Int] {
        var depths: [Int: Int] = [:]
        for record in records {
            depths[record.id] = (record.parent.flatMap { depths[$0] } ?? 0) + 1
        }
        return depths
    }

    private func participant(of record: TraceLog.Record) -> String {
        if record.boundary { return Self.sharedGroup(ofFile: record.file) }
        return record.type.isEmpty ? ((record.file as NSString).lastPathComponent as NSString).deletingPathExtension : record.type
    }

    /// The calls of `records` that cross from one participant to another, in order; a call
    /// whose caller ran outside them comes from the toolkit, which called it. A call from the
    /// toolkit that repeats an earlier one with the same calls under it (a screen drawn again)
    /// is drawn once, with its count.
    func diagram(_ records: [TraceLog.Record]) -> TraceDiagram {
        let byID = Dictionary(records.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var groups: [String: String] = ["Toolkit": "Toolkit"]
        var firstSeen: [String: Int] = [:]
        var blocks: [[Call]] = []
        for record in records {
            let callee = participant(of: record)
            groups[callee] = record.boundary ? callee : role(of: record.file)
            let callerRecord = record.parent.flatMap { byID[$0] }
            if callerRecord == nil || blocks.isEmpty { blocks.append([]) }
            let caller = callerRecord.map(participant) ?? "Toolkit"
            guard caller != callee else { continue }
            firstSeen[caller] = firstSeen[caller] ?? firstSeen.count
            firstSeen[callee] = firstSeen[callee] ?? firstSeen.count
            blocks[blocks.count - 1].append(Call(from: caller, to: callee, label: record.function))
        }
        var kept: [(calls: [Call], count: Int)] = []
        for block in blocks where !block.isEmpty {
            if let earlier = kept.firstIndex(where: { $0.calls == block }) {
                kept[earlier].count += 1
            } else {
                kept.append((block, 1))
            }
        }
        let calls = kept.flatMap { block in block.calls.enumerated().map { ($0.element, $0.offset == 0 ? block.count : 1) } }
        let rank = { (name: String) -> (Int, Int) in
            switch name {
            case "Toolkit": (-1, 0)
            case "Model": (pattern.roles.count + 1, 0)
            case "Storage": (pattern.roles.count + 2, 0)
            default: (roleOrder(groups[name] ?? ""), firstSeen[name] ?? 0)
            }
        }
        let names = firstSeen.keys.sorted { left, right in
            let (a, b) = (rank(left), rank(right))
            return (a.0, a.1, left) < (b.0, b.1, right)
        }
        let index = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($0.element, $0.offset) })
        var arrows: [TraceDiagram.Arrow] = []
        for (call, count) in calls {
            let arrow = TraceDiagram.Arrow(from: index[call.from] ?? 0, to: index[call.to] ?? 0, label: call.label, count: count)
            if let last = arrows.last, (last.from, last.to, last.label) == (arrow.from, arrow.to, arrow.label) {
                arrows[arrows.count - 1].count += count
            } else {
                arrows.append(arrow)
            }
        }
        let shown = Array(arrows.prefix(TraceDiagram.arrowLimit))
        return TraceDiagram(
            participants: names.map { TraceDiagram.Participant(name: $0, group: groups[$0] ?? "Other") },
            arrows: shown, omitted: arrows.count - shown.count
        )
    }

    /// One arrow before repeats are merged.
    struct Call: Equatable {
        var from: String
        var to: String
        var label: String
    }
}
