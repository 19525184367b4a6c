/// Why a document is not JSON, and the byte offset where reading stopped.
struct JSONSyntaxError: Error, Sendable, Equatable {
    var offset: Int
    var message: String
}
