/**
 * A real, tiny MP4 (ISO BMFF) with an H.264 Baseline video track, written by hand: every
 * macroblock is I_PCM (raw samples, no entropy coding), so no encoder is needed. Each frame is a
 * flat colour; frames are IDR pictures, one per second.
 */

class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private count = 0;

  bit(value: number): void {
    this.current = (this.current << 1) | (value & 1);
    this.count++;
    if (this.count === 8) {
      this.bytes.push(this.current);
      this.current = 0;
      this.count = 0;
    }
  }

  bits(value: number, n: number): void {
    for (let i = n - 1; i >= 0; i--) this.bit((value >>> i) & 1);
  }

  /** Unsigned Exp-Golomb. */
  ue(value: number): void {
    const code = value + 1;
    const length = Math.floor(Math.log2(code));
    this.bits(0, length);
    this.bits(code, length + 1);
  }

  se(value: number): void {
    this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }

  align(): void {
    while (this.count !== 0) this.bit(0);
  }

  /** rbsp_trailing_bits: a stop bit, then zeros to the byte boundary. */
  trailing(): void {
    this.bit(1);
    this.align();
  }

  get aligned(): boolean {
    return this.count === 0;
  }

  byte(value: number): void {
    if (this.count === 0) this.bytes.push(value & 0xff);
    else this.bits(value, 8);
  }

  done(): Buffer {
    return Buffer.from(this.bytes);
  }
}

/** NAL unit: header byte then the RBSP with emulation prevention (00 00 0x → 00 00 03 0x for x ≤ 3). */
function nal(refIdc: number, type: number, rbsp: Buffer): Buffer {
  const out: number[] = [(refIdc << 5) | type];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Buffer.from(out);
}

function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8, 0);
  head.write(type, 4, "ascii");
  return Buffer.concat([head, body]);
}

const fullBox = (type: string, version: number, flags: number, ...payload: Buffer[]) => {
  const vf = Buffer.alloc(4);
  vf.writeUInt32BE(((version & 0xff) << 24) | (flags & 0xffffff), 0);
  return box(type, vf, ...payload);
};

const u32 = (...values: number[]) => {
  const b = Buffer.alloc(values.length * 4);
  values.forEach((v, i) => b.writeUInt32BE(v >>> 0, i * 4));
  return b;
};
const u16 = (...values: number[]) => {
  const b = Buffer.alloc(values.length * 2);
  values.forEach((v, i) => b.writeUInt16BE(v & 0xffff, i * 2));
  return b;
};
const MATRIX = u32(0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000);

/** BT.601 limited-range YCbCr of an RGB colour. */
function ycbcr([r, g, b]: readonly [number, number, number]): [number, number, number] {
  const y = 16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255;
  const cb = 128 + (-37.797 * r - 74.203 * g + 112 * b) / 255;
  const cr = 128 + (112 * r - 93.786 * g - 18.214 * b) / 255;
  return [Math.round(y), Math.round(cb), Math.round(cr)];
}

export function makeMp4(options: { width: number; height: number; colours: ReadonlyArray<readonly [number, number, number]> }): Buffer {
  const { width, height, colours } = options;
  const mbw = Math.ceil(width / 16);
  const mbh = Math.ceil(height / 16);

  const sps = new BitWriter();
  sps.byte(66); // Baseline
  sps.byte(0xc0); // constraint_set0 and set1
  sps.byte(30); // level 3.0
  sps.ue(0); // seq_parameter_set_id
  sps.ue(0); // log2_max_frame_num_minus4
  sps.ue(2); // pic_order_cnt_type
  sps.ue(1); // max_num_ref_frames
  sps.bit(0); // gaps_in_frame_num_value_allowed_flag
  sps.ue(mbw - 1);
  sps.ue(mbh - 1);
  sps.bit(1); // frame_mbs_only_flag
  sps.bit(1); // direct_8x8_inference_flag
  sps.bit(0); // frame_cropping_flag
  sps.bit(0); // vui_parameters_present_flag
  sps.trailing();
  const spsNal = nal(3, 7, sps.done());

  const pps = new BitWriter();
  pps.ue(0); // pic_parameter_set_id
  pps.ue(0); // seq_parameter_set_id
  pps.bit(0); // entropy_coding_mode_flag (CAVLC)
  pps.bit(0); // bottom_field_pic_order_in_frame_present_flag
  pps.ue(0); // num_slice_groups_minus1
  pps.ue(0); // num_ref_idx_l0_default_active_minus1
  pps.ue(0); // num_ref_idx_l1_default_active_minus1
  pps.bit(0); // weighted_pred_flag
  pps.bits(0, 2); // weighted_bipred_idc
  pps.se(0); // pic_init_qp_minus26
  pps.se(0); // pic_init_qs_minus26
  pps.se(0); // chroma_qp_index_offset
  pps.bit(0); // deblocking_filter_control_present_flag
  pps.bit(0); // constrained_intra_pred_flag
  pps.bit(0); // redundant_pic_cnt_present_flag
  pps.trailing();
  const ppsNal = nal(3, 8, pps.done());

  const frames = colours.map((colour, index) => {
    const [y, cb, cr] = ycbcr(colour);
    const slice = new BitWriter();
    slice.ue(0); // first_mb_in_slice
    slice.ue(7); // slice_type: I (all slices of the picture)
    slice.ue(0); // pic_parameter_set_id
    slice.bits(0, 4); // frame_num
    slice.ue(index % 2); // idr_pic_id (consecutive IDRs differ)
    slice.bit(0); // no_output_of_prior_pics_flag
    slice.bit(0); // long_term_reference_flag
    slice.se(0); // slice_qp_delta
    for (let mb = 0; mb < mbw * mbh; mb++) {
      slice.ue(25); // mb_type I_PCM
      slice.align(); // pcm_alignment_zero_bit
      for (let i = 0; i < 256; i++) slice.byte(y);
      for (let i = 0; i < 64; i++) slice.byte(cb);
      for (let i = 0; i < 64; i++) slice.byte(cr);
    }
    slice.trailing();
    const unit = nal(3, 5, slice.done());
    return Buffer.concat([u32(unit.length), unit]);
  });

  const timescale = 1000;
  const duration = timescale * frames.length;
  const avcC = box("avcC", Buffer.from([1, 66, 0xc0, 30, 0xff, 0xe1]), u16(spsNal.length), spsNal, Buffer.from([1]), u16(ppsNal.length), ppsNal);
  const avc1 = box(
    "avc1",
    Buffer.alloc(6),
    u16(1), // data_reference_index
    Buffer.alloc(16),
    u16(width, height),
    u32(0x00480000, 0x00480000, 0),
    u16(1), // frame_count
    Buffer.alloc(32), // compressorname
    u16(0x0018, 0xffff),
    avcC,
  );
  const ftyp = box("ftyp", Buffer.from("isom", "ascii"), u32(512), Buffer.from("isomiso2avc1mp41", "ascii"));
  const moovFor = (mdatOffset: number) =>
    box(
      "moov",
      fullBox("mvhd", 0, 0, u32(0, 0, timescale, duration, 0x00010000), u16(0x0100), Buffer.alloc(10), MATRIX, Buffer.alloc(24), u32(2)),
      box(
        "trak",
        fullBox("tkhd", 0, 3, u32(0, 0, 1, 0, duration, 0, 0), u16(0, 0, 0, 0), MATRIX, u32(width << 16, height << 16)),
        box(
          "mdia",
          fullBox("mdhd", 0, 0, u32(0, 0, timescale, duration), u16(0x55c4, 0)),
          fullBox("hdlr", 0, 0, u32(0), Buffer.from("vide", "ascii"), u32(0, 0, 0), Buffer.from("VideoHandler\0", "ascii")),
          box(
            "minf",
            fullBox("vmhd", 0, 1, u16(0, 0, 0, 0)),
            box("dinf", fullBox("dref", 0, 0, u32(1), fullBox("url ", 0, 1))),
            box(
              "stbl",
              fullBox("stsd", 0, 0, u32(1), avc1),
              fullBox("stts", 0, 0, u32(1, frames.length, timescale)),
              fullBox("stsc", 0, 0, u32(1, 1, frames.length, 1)),
              fullBox("stsz", 0, 0, u32(0, frames.length, ...frames.map((f) => f.length))),
              fullBox("stco", 0, 0, u32(1, mdatOffset)),
            ),
          ),
        ),
      ),
    );
  const moovSize = moovFor(0).length;
  const moov = moovFor(ftyp.length + moovSize + 8);
  return Buffer.concat([ftyp, moov, box("mdat", ...frames)]);
}
