import Foundation

public enum HiveKit {
    public static let version = "1.0"
}
