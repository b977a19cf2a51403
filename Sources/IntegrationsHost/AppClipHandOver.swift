import Foundation
public import IntegrationsCore
import IntegrationsApp
public import IntegrationsAppClips
public import IntegrationsState

extension AppHost {
    /// Imports an App Clip's transfer document (read with ``IntegrationsApp/App/readClipTransfer(_:file:)``)
    /// into the app's store: all of it or nothing, records the app already has skipped.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidTransfer`` when the app
    ///   declares no hand-over, or a store error.
    public func importClipTransfer(_ transfer: AppClipTransfer, clock: UserClock) async throws(IntegrationsError) -> AppClipImportReport {
        try await AppClipImporter(store: store, declaration: try app.clipTransferDeclaration()).import(transfer, at: clock.now())
    }
}
