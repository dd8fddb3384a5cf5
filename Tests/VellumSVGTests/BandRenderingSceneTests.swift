import Foundation
import Testing
import Vellum

/// The benchmark scenes drawn in bands on several threads: the same bytes as on one.
@Suite struct BandRenderingSceneTests {
    @Test(arguments: ImportSceneTests.scenes)
    func aSceneInBandsIsByteForByteTheSceneOnOneThread(name: String) throws {
        let image = try SVGImage(contentsOf: ImportFixtures.scene(name))
        let tree = try image.scene().renderTree(size: image.size)
        let serial = try RasterBackend().render(tree, size: image.size)
        // fill_2048 takes seconds a frame in a debug build: two threads are enough there.
        for threads in name == "fill_2048" ? [2] : [2, 3] {
            let backend = RasterBackend(threads: threads)
            // One band per thread.
            #expect(try backend.bandRows(for: tree, size: image.size).count == threads, "\(name): cut in \(threads)")
            // Twice with two threads: the second frame draws from the band backends' caches.
            for frame in 0..<(threads == 2 ? 2 : 1) {
                let banded = try backend.render(tree, size: image.size)
                let equal = banded.bytes == serial.bytes
                #expect(equal, "\(name), \(threads) threads, frame \(frame)")
            }
        }
    }
}
