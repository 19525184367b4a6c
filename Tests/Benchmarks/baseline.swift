// The floor for `make bench`: a Swift program that only prints a line, built like safearea.
print("safearea baseline")
