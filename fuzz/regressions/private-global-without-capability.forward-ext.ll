; A module-scope vari"ble inknownn the private address spacenÿL.
target triple = "spir64-unknown-unknown"

@CG = common global i32 0, align 4
