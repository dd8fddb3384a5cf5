// A leaderboard as SwiftUI code writes it: a Grid with a header row, a divider spanning the
// columns, one row per player from Identifiable data, numbers right-aligned with
// gridColumnAlignment, and the leader's row tinted.
// Ported by changing `import SwiftUI` to `import Vellum`.
import Vellum

struct Player: Identifiable {
    let id = UUID()
    let rank: Int
    let handle: String
    let rating: Int
}

struct LeaderboardGrid: View {
    let players: [Player]

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
            GridRow {
                Text("#")
                Text("Handle")
                Text("Rating")
                    .gridColumnAlignment(.trailing)
            }
            .font(.caption)
            .foregroundStyle(.secondary)
            Divider()
            ForEach(players) { player in
                GridRow {
                    Text("\(player.rank)")
                        .monospacedDigit()
                    Text(player.handle)
                        .fontWeight(player.rank == 1 ? .bold : .regular)
                    Text("\(player.rating)")
                        .foregroundStyle(player.rank == 1 ? .orange : .primary)
                }
            }
        }
        .padding(12)
        .background(Color.gray.opacity(0.1), in: RoundedRectangle(cornerRadius: 10))
    }
}
