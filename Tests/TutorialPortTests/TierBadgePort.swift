// The tier badge post (seed 004), its types as printed, with only the import lines changed
// (`import SwiftUI` became the two below). A test fixture of the port, copied verbatim on purpose;
// see Docs/Porting.md. The post's `TierBadge` calls `Profile.getTierColor` and
// `Profile.getTierNumber`, which it never shows: `TierBadgePortTests.swift` supplies a `Profile`.
import Foundation
import Vellum

struct CustomRectangle : Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.closeSubpath()
        return path
    }
}

struct ContentView: View {
    var body: some View {
        CustomRectangle()
            .frame(width: 50, height: 100, alignment: .leading)
    }
}

struct TierBadgeShape : Shape {
    func path(in rect: CGRect) -> Path {
        let path = Path { path in
            let bottomOfRect : CGFloat = rect.width * 1.09 //직사각형의 바닥 좌표
            let heightOfMask = rect.midX / 1.8 //직사각형 밑 삼각형의 높이
            path.move(to: CGPoint(x: rect.minX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.minX, y: bottomOfRect))
            path.addLine(to: CGPoint(x: rect.midX, y: bottomOfRect + heightOfMask))
            path.addLine(to: CGPoint(x: rect.maxX, y: bottomOfRect))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
            path.closeSubpath()
        }
        return path
    }
}

struct TierBadgeMask : Shape {
    func path(in rect: CGRect) -> Path {
        let bottomOfRect : CGFloat = rect.width * 1.09 //직사각형의 바닥 좌표
        let height = bottomOfRect * 0.1 //V 자 모양의 높이
        let heightOfMask = rect.midX / 1.8 //직사각형 밑 삼각형의 높이
        let startOfMaskY = bottomOfRect - (height * 2) //V자 모양 시작 Y좌표
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y:startOfMaskY ))
        path.addLine(to: CGPoint(x: rect.minX, y: startOfMaskY + height))
        path.addLine(to: CGPoint(x: rect.midX, y: startOfMaskY + heightOfMask + height))
        path.addLine(to: CGPoint(x: rect.maxX, y: startOfMaskY+height))
        path.addLine(to: CGPoint(x: rect.maxX, y: startOfMaskY))
        path.addLine(to: CGPoint(x: rect.midX, y: startOfMaskY+heightOfMask))
        path.closeSubpath()
        return path
    }
}

struct TierBadge: View {
    let width : CGFloat
    let tier: Int
    var body: some View {
        ZStack(alignment:.center) {
            TierBadgeShape()
                .frame(width:width,height: width)
                .foregroundColor(Profile.getTierColor(tier: tier))
                .shadow(radius:1.5)
           TierBadgeMask()
                .frame(width: width, height: width)
                .foregroundColor(.white)
            Text(String(Profile.getTierNumber(tier:tier)))
                .fontWeight(.bold)
                .font(.system(size: 100))
                .minimumScaleFactor(0.0001)
                .foregroundColor(.white)
                .frame(width: width, height: width, alignment: .center)
        }
    }
}
