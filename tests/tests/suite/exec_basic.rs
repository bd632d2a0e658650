//! Execution: work-item functions.

use llvm_spirv_rs_tests::ocl::{Arg, NdRange};
use llvm_spirv_rs_tests::run_variants;

#[test]
fn work_items() {
    let global = [8usize, 6, 4];
    let local = [4usize, 3, 2];
    let offset = [1usize, 2, 3];
    let n: usize = global.iter().product();
    // Host reference: enumerate the range in linear-id order.
    let (mut gid, mut lid, mut grp, mut lin) = (vec![], vec![], vec![], vec![]);
    for z in 0..global[2] {
        for y in 0..global[1] {
            for x in 0..global[0] {
                let rel = [x, y, z];
                for d in 0..3 {
                    gid.push((rel[d] + offset[d]) as u32);
                    lid.push((rel[d] % local[d]) as u32);
                    grp.push((rel[d] / local[d]) as u32);
                }
                lin.push(((z * global[1] + y) * global[0] + x) as u32);
                let (lx, ly, lz) = (x % local[0], y % local[1], z % local[2]);
                lin.push(((lz * local[1] + ly) * local[0] + lx) as u32);
            }
        }
    }
    // A 1D range whose last group is partial (non-uniform work-groups):
    // global 10, enqueued local 4, so the last group has 2 work-items.
    let mut sizes_1d = vec![1u32];
    for (g, l, e, groups, o) in [(10, 2, 4, 3, 5), (1, 1, 1, 1, 0), (1, 1, 1, 1, 0)] {
        sizes_1d.extend([g, l, e, groups, o]);
    }
    // The 3D range: all groups full.
    let mut sizes_3d = vec![3u32];
    for d in 0..3 {
        sizes_3d.extend([global[d], local[d], local[d], global[d] / local[d], offset[d]].map(|v| v as u32));
    }

    run_variants("work_items", |p, check| {
        let range = NdRange::new(&global).local(&local).offset(&offset);
        let out = p.run(
            "ids",
            &[
                Arg::output::<u32>(3 * n),
                Arg::output::<u32>(3 * n),
                Arg::output::<u32>(3 * n),
                Arg::output::<u32>(2 * n),
            ],
            &range,
        )?;
        check.slice_eq("global ids", &out.get::<u32>(0), &gid);
        check.slice_eq("local ids", &out.get::<u32>(1), &lid);
        check.slice_eq("group ids", &out.get::<u32>(2), &grp);
        check.slice_eq("linear ids (global, local)", &out.get::<u32>(3), &lin);

        let out = p.run("sizes", &[Arg::output::<u32>(sizes_3d.len())], &range)?;
        check.slice_eq("sizes (3D)", &out.get::<u32>(0), &sizes_3d);
        let out = p.run("sizes", &[Arg::output::<u32>(sizes_1d.len())], &NdRange::d1(10).local(&[4]).offset(&[5]))?;
        check.slice_eq("sizes (1D, partial group)", &out.get::<u32>(0), &sizes_1d);
        Ok(())
    });
}

#[test]
fn work_item_defaults() {
    let global = 4u32;
    // Dimension 3 does not exist in a 1D range: sizes are 1, ids 0; dimension
    // `dim - 3` is dimension 0.
    let want = [1u32, 1, 0, 1, 0, 0, 1, 0, 1, global];
    run_variants("work_item_defaults", |p, check| {
        let out =
            p.run("defaults", &[Arg::output::<u32>(want.len()), Arg::scalar(3u32)], &NdRange::d1(global as usize))?;
        check.slice_eq("defaults", &out.get::<u32>(0), &want);
        Ok(())
    });
}

/// Every work-item function with a dimension argument, at run-time dimensions 0..=4 (the
/// index from a buffer) in a 3D range with an offset: dimensions 0-2 give the component,
/// 3 and 4 the OpenCL C defined value (sizes 1, ids and offset 0; OpenCL C 3.0 6.15.1).
#[test]
fn work_item_dims() {
    let global = [4usize, 3, 2];
    let local = [2usize, 3, 1];
    let offset = [1usize, 2, 3];
    let dims = [0u32, 1, 2, 3, 4, 2, 0];
    let n: usize = global.iter().product();
    // Host reference, per work-item in linear order: 8 queries x dims.
    let mut want = Vec::with_capacity(n * 8 * dims.len());
    for z in 0..global[2] {
        for y in 0..global[1] {
            for x in 0..global[0] {
                let rel = [x, y, z];
                let queries: [&dyn Fn(usize) -> usize; 8] = [
                    &|d| rel[d] + offset[d],
                    &|d| rel[d] % local[d],
                    &|d| rel[d] / local[d],
                    &|d| global[d],
                    &|d| local[d],
                    &|d| local[d],
                    &|d| global[d] / local[d],
                    &|d| offset[d],
                ];
                // Out of range: 1 for the sizes and the group count, 0 otherwise.
                let outside = [0u32, 0, 0, 1, 1, 1, 1, 0];
                for (q, query) in queries.iter().enumerate() {
                    for &d in &dims {
                        want.push(if d < 3 { query(d as usize) as u32 } else { outside[q] });
                    }
                }
            }
        }
    }
    run_variants("work_item_dims", |p, check| {
        let range = NdRange::new(&global).local(&local).offset(&offset);
        let args = [Arg::output::<u32>(want.len()), Arg::input(&dims), Arg::scalar(dims.len() as u32)];
        let out = p.run("dims", &args, &range)?;
        check.slice_eq("work-item queries at run-time dimensions", &out.get::<u32>(0), &want);
        Ok(())
    });
}
