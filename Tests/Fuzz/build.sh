#!/usr/bin/env bash
# Builds one libFuzzer binary per target: the core and the CLI compiled as modules with coverage
# and AddressSanitizer, then each harness linked against them with libFuzzer's main.
set -euo pipefail
cd "$(dirname "$0")/../.."
SWIFTC=${SWIFTC:-swiftc}
OUT=${FUZZ_DIR:-.build/fuzz}
FLAGS=(-sanitize=fuzzer,address -parse-as-library -O -g -enable-testing -swift-version 6 -package-name safearea)
mkdir -p "$OUT"
CORE=$(find Sources/SafeAreaCore -name '*.swift' | sort)
CLI=$(find Sources/SafeAreaCLI -name '*.swift' | sort)
# shellcheck disable=SC2086
"$SWIFTC" "${FLAGS[@]}" -wmo -module-name SafeAreaCore -emit-module -emit-module-path "$OUT/SafeAreaCore.swiftmodule" \
    -c $CORE -o "$OUT/SafeAreaCore.o"
# shellcheck disable=SC2086
"$SWIFTC" "${FLAGS[@]}" -wmo -module-name SafeAreaCLI -I "$OUT" -emit-module -emit-module-path "$OUT/SafeAreaCLI.swiftmodule" \
    -c $CLI -o "$OUT/SafeAreaCLI.o"
for target in Argv JSONReader Batch Hierarchy Spec Measurements MCP; do
    "$SWIFTC" "${FLAGS[@]}" -use-ld=lld -module-name "Fuzz$target" -I "$OUT" \
        Tests/Fuzz/Invariants.swift "Tests/Fuzz/${target}Target.swift" "$OUT/SafeAreaCore.o" "$OUT/SafeAreaCLI.o" \
        -o "$OUT/fuzz-$(echo "$target" | tr 'A-Z' 'a-z')"
done
