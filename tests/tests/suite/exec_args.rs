//! Execution: by-value kernel arguments of every kind, kernel attributes and
//! argument qualifiers.

use llvm_spirv_rs_tests::ocl::{Arg, NdRange};
use llvm_spirv_rs_tests::run_variants;

#[test]
fn scalar_args() {
    let (c, uc, s, us) = (-5i8, 250u8, -30000i16, 60000u16);
    let (i, u, l, ul) = (-2_000_000_000i32, 4_000_000_000u32, -(1i64 << 60), u64::MAX - 5);
    let (f, d) = (1.5f32, -2.25e300f64);
    let v4 = [1i32, 2, 3, 4];
    let v3 = [0.5f32, 0.25, 2.0, 0.0]; // float3 is passed as 16 bytes
                                       // Params { int a; float b; short c; char d; char e; } = 12 bytes.
    let mut params = Vec::new();
    params.extend(77i32.to_ne_bytes());
    params.extend((-0.5f32).to_ne_bytes());
    params.extend(12i16.to_ne_bytes());
    params.extend(3i8.to_ne_bytes());
    params.extend((-4i8).to_ne_bytes());
    let want = [
        i64::from(c),
        i64::from(uc),
        i64::from(s),
        i64::from(us),
        i64::from(i),
        i64::from(u),
        l,
        ul as i64,
        i64::from(v4[0] + v4[1] * 10 + v4[2] * 100 + v4[3] * 1000),
        77,
        12 * 1000 + 3 * 10 - 4,
    ];
    let want_d = [f64::from(f), d, f64::from(v3[0] + v3[1] * 2.0 + v3[2] * 4.0), -0.5];
    run_variants("scalar_args", |p, check| {
        let out = p.run(
            "scalars",
            &[
                Arg::scalar(c),
                Arg::scalar(uc),
                Arg::scalar(s),
                Arg::scalar(us),
                Arg::scalar(i),
                Arg::scalar(u),
                Arg::scalar(l),
                Arg::scalar(ul),
                Arg::scalar(f),
                Arg::scalar(d),
                Arg::scalar(v4),
                Arg::scalar(v3),
                Arg::Scalar(params.clone()),
                Arg::output::<i64>(want.len()),
                Arg::output::<f64>(want_d.len()),
            ],
            &NdRange::d1(1),
        )?;
        check.slice_eq("integer, vector and struct arguments", &out.get::<i64>(13), &want);
        check.slice_eq("float, double and float3 arguments", &out.get::<f64>(14), &want_d);
        Ok(())
    });
}

#[test]
fn kernel_attrs() {
    let (gx, gy) = (16usize, 8usize);
    let v: Vec<f32> = (0..64).map(|i| i as f32).collect();
    let swapped: Vec<f32> = v.chunks(4).flat_map(|c| [c[3], c[2], c[1], c[0]]).collect();
    let a: Vec<i32> = (0..32).map(|i| i - 10).collect();
    let b: Vec<i32> = (0..32).map(|i| i * 100).collect();
    let c = [2, -3, 5, 7];
    let b_after: Vec<i32> = b.iter().map(|x| x + 1).collect();
    let want: Vec<i32> = (0..32).map(|i| a[i] * c[i % 4] + b_after[i]).collect();
    run_variants("kernel_attrs", |p, check| {
        // With the required size given, and chosen by the runtime.
        for local in [Some([8usize, 4]), None] {
            let mut range = NdRange::new(&[gx, gy]);
            if let Some(l) = local {
                range = range.local(&l);
            }
            let out = p.run("fixed_group", &[Arg::output::<i32>(gx * gy)], &range)?;
            check.slice_eq(
                format_args!("reqd_work_group_size(8, 4, 1), local {local:?}"),
                &out.get::<i32>(0),
                &vec![804; gx * gy],
            );
        }
        // Any other work-group size must be refused (the module declares
        // OpExecutionMode LocalSize 8 4 1).
        if p.run("fixed_group", &[Arg::output::<i32>(gx * gy)], &NdRange::new(&[gx, gy]).local(&[4, 4])).is_ok() {
            check.fail("fixed_group ran with local size (4, 4) despite reqd_work_group_size(8, 4, 1)");
        }
        let out = p.run("hinted", &[Arg::inout(&v)], &NdRange::d1(16))?;
        check.slice_eq("hinted kernel", &out.get::<f32>(0), &swapped);
        let out = p.run(
            "qualifiers",
            &[Arg::input(&a), Arg::inout(&b), Arg::input(&c), Arg::output::<i32>(32)],
            &NdRange::d1(32),
        )?;
        check.slice_eq("volatile argument", &out.get::<i32>(1), &b_after);
        check.slice_eq("restrict/const/constant arguments", &out.get::<i32>(3), &want);
        Ok(())
    });
}
