//! Execution: images with and without samplers, image queries, normalised
//! formats, border handling and image1d_buffer_t.

use llvm_spirv_rs_tests::ocl::{bytes_of, Arg, ImageArg, ImageKind, NdRange, SamplerArg, FILL_BYTE};
use llvm_spirv_rs_tests::run_variants;
use opencl3::memory::{
    CL_ADDRESS_CLAMP, CL_ADDRESS_CLAMP_TO_EDGE, CL_FILTER_NEAREST, CL_FLOAT, CL_RGBA, CL_SIGNED_INT32, CL_UNORM_INT8,
};

const W: usize = 8;
const H: usize = 6;

fn image2d(channel_type: u32, data: Vec<u8>, read_back: bool, width: usize, height: usize) -> Arg {
    Arg::Image(ImageArg {
        kind: ImageKind::Image2d { width, height },
        channel_order: CL_RGBA,
        channel_type,
        data,
        read_back,
    })
}

fn nearest(addressing: u32) -> Arg {
    Arg::Sampler(SamplerArg { normalized: false, addressing, filter: CL_FILTER_NEAREST })
}

#[test]
fn images() {
    let src: Vec<f32> = (0..W * H * 4).map(|i| i as f32 * 0.5 - 20.0).collect();
    let pixel = |x: usize, y: usize| &src[(y * W + x) * 4..(y * W + x) * 4 + 4];
    let scaled: Vec<f32> = src.iter().map(|v| v * 2.0).collect();
    let mut mirrored = Vec::new();
    for y in 0..H {
        for x in 0..W {
            mirrored.extend_from_slice(pixel(W - 1 - x, y));
        }
    }
    let ints: Vec<i32> = (0..(W * H * 4) as i32).map(|i| i * 3 - 50).collect();
    let mut swapped = Vec::new();
    for p in ints.chunks(4) {
        swapped.extend([p[3] + 1, p[2] + 2, p[1] + 3, p[0] + 4]);
    }
    // Border reads along row 0: x = -1 and x = W, then x = 0..W.
    let mut border_clamp = vec![0.0f32; 8];
    let mut border_edge = Vec::new();
    border_edge.extend_from_slice(pixel(0, 0));
    border_edge.extend_from_slice(pixel(W - 1, 0));
    for x in 0..W {
        border_clamp.extend_from_slice(pixel(x, 0));
        border_edge.extend_from_slice(pixel(x, 0));
    }
    let unorm: Vec<u8> = (0..4 * 3 * 4).map(|i| (i * 23 % 256) as u8).collect();
    let unorm_f: Vec<f64> = unorm.iter().map(|&b| f64::from(b) / 255.0).collect();
    let buf: Vec<f32> = (0..16 * 4).map(|i| i as f32 - 7.0).collect();
    let buf_want: Vec<f32> = buf.iter().map(|v| v * 2.0 + 16.0).collect();
    let blank = |bytes: usize| vec![FILL_BYTE; bytes];
    run_variants("images", |p, check| {
        let range = NdRange::new(&[W, H]);
        let out = p.run(
            "copy_scaled",
            &[
                image2d(CL_FLOAT, bytes_of(&src).to_vec(), false, W, H),
                image2d(CL_FLOAT, blank(W * H * 16), true, W, H),
                nearest(CL_ADDRESS_CLAMP_TO_EDGE),
                Arg::scalar(2.0f32),
            ],
            &range,
        )?;
        check.slice_eq("read_imagef with sampler argument", &out.get::<f32>(1), &scaled);
        let out = p.run(
            "mirror",
            &[
                image2d(CL_FLOAT, bytes_of(&src).to_vec(), false, W, H),
                image2d(CL_FLOAT, blank(W * H * 16), true, W, H),
            ],
            &range,
        )?;
        check.slice_eq("read_imagef with constant sampler, float coordinates", &out.get::<f32>(1), &mirrored);
        let out = p.run(
            "int_image",
            &[
                image2d(CL_SIGNED_INT32, bytes_of(&ints).to_vec(), false, W, H),
                image2d(CL_SIGNED_INT32, blank(W * H * 16), true, W, H),
                Arg::output::<i32>(4),
            ],
            &range,
        )?;
        check.slice_eq("read_imagei/write_imagei", &out.get::<i32>(1), &swapped);
        check.slice_eq("get_image_width/height/dim", &out.get::<i32>(2), &[W as i32, H as i32, W as i32, H as i32]);
        for (addressing, want, what) in [
            (CL_ADDRESS_CLAMP, &border_clamp, "CLAMP (border colour)"),
            (CL_ADDRESS_CLAMP_TO_EDGE, &border_edge, "CLAMP_TO_EDGE"),
        ] {
            let out = p.run(
                "sample_border",
                &[
                    image2d(CL_FLOAT, bytes_of(&src).to_vec(), false, W, H),
                    nearest(addressing),
                    Arg::output::<f32>(4 * (W + 2)),
                ],
                &NdRange::d1(W + 2),
            )?;
            check.slice_eq(format_args!("reads outside the image with {what}"), &out.get::<f32>(2), want);
        }
        let out = p.run(
            "unorm",
            &[image2d(CL_UNORM_INT8, unorm.clone(), false, 4, 3), Arg::output::<f32>(4 * 4 * 3)],
            &NdRange::new(&[4, 3]),
        )?;
        check.f32_ulps("read_imagef of UNORM_INT8", &out.get::<f32>(1), &unorm_f, 1.5);
        let out = p.run(
            "buffer_image",
            &[
                Arg::Image(ImageArg {
                    kind: ImageKind::Image1dBuffer { width: 16 },
                    channel_order: CL_RGBA,
                    channel_type: CL_FLOAT,
                    data: bytes_of(&buf).to_vec(),
                    read_back: false,
                }),
                Arg::output::<f32>(16 * 4),
            ],
            &NdRange::d1(16),
        )?;
        check.slice_eq("image1d_buffer_t", &out.get::<f32>(1), &buf_want);
        Ok(())
    });
}
