// The bench's budget: each figure against its line, the lines the issues set; and the report
// that prints the figures, the lines met and missed, and the figures as one JSON line.

/** Each line of the budget for figures `f`, of a bench whose accuracy sets are `presets`. */
export function budget(f, presets) {
  return [
    { what: 'native render within 1.5x of the memory floor', value: f.native_render_us / f.native_floor_us, limit: '<= 1.5', ok: f.native_render_us / f.native_floor_us <= 1.5 },
    { what: 'compose at least as fast as the mrz crate (x)', value: f.peer_compose_ns / f.compose_ns, limit: '>= 1', ok: f.peer_compose_ns >= f.compose_ns },
    { what: 'decode at least as fast as the mrz crate (x)', value: f.peer_decode_ns / f.decode_ns, limit: '>= 1', ok: f.peer_decode_ns >= f.decode_ns },
    { what: 'bulk native records/s, clean, every core', value: f.bulk_native_rps, limit: '>= 2000', ok: f.bulk_native_rps >= 2000 },
    { what: 'bulk native records/s, photo preset as JPEG', value: f.bulk_native_photo_rps, limit: '>= 400', ok: f.bulk_native_photo_rps >= 400 },
    { what: 'WASM in the worker at least 2x faster than Canvas 2D', value: f.chromium_canvas2d_ms_p50 / f.chromium_wasm_ms_p50, limit: '>= 2', ok: f.chromium_canvas2d_ms_p50 / f.chromium_wasm_ms_p50 >= 2 },
    { what: 'keystroke to preview p95 (ms)', value: f.keystroke_to_preview_ms_p95, limit: '<= 16', ok: f.keystroke_to_preview_ms_p95 <= 16 },
    { what: 'first preview, cold (ms)', value: f.first_preview_ms, limit: '<= 500', ok: f.first_preview_ms <= 500 },
    { what: 'WASM gzip (KB)', value: f.wasm_gzip_bytes / 1000, limit: '<= 80', ok: f.wasm_gzip_bytes <= 80_000 },
    { what: "bulk records/s in Chromium, clean, the page's pool", value: f.bulk_chromium_rps, limit: '>= 500', ok: f.bulk_chromium_rps >= 500 },
    { what: "bulk bytes a record, the page's ZIP (KB; half of 45)", value: f.bulk_bytes_per_record / 1000, limit: '<= 22.5', ok: f.bulk_bytes_per_record <= 22_500 },
    { what: 'picture reader, 1280x720 frame in Chromium p95 (ms)', value: f.read_chromium_ms_p95, limit: '<= 30', ok: f.read_chromium_ms_p95 <= 30 },
    { what: 'initial JavaScript gzip (KB)', value: f.initial_js_gzip_bytes / 1000, limit: '<= 150', ok: f.initial_js_gzip_bytes <= 150_000 },
    { what: 'read, clean: whole zones exact (%)', value: f.read_accuracy_clean, limit: '= 100', ok: f.read_accuracy_clean === 100 },
    { what: 'read, scan: whole zones exact (%)', value: f.read_accuracy_scan, limit: '= 100', ok: f.read_accuracy_scan === 100 },
    { what: 'read, photo: whole zones exact (%)', value: f.read_accuracy_photo, limit: '>= 99', ok: f.read_accuracy_photo >= 99 },
    { what: 'read, harsh: whole zones exact (%)', value: f.read_accuracy_harsh, limit: '>= 60', ok: f.read_accuracy_harsh >= 60 },
    ...[['mild', 98], ['moderate', 95]].map(([k, floor]) => ({ what: `read, ImageMagick's made-up zones, ${k} (%)`, value: f[`read_imagemagick_${k}`], limit: `>= ${floor}`, ok: f[`read_imagemagick_${k}`] >= floor })),
    { what: 'reader with its model, native frame p50 / templates alone', value: f.read_native_vs_templates_p50, limit: '<= 1.5', ok: f.read_native_vs_templates_p50 <= 1.5 },
    { what: "the reader's WebAssembly gzip (KB)", value: f.read_wasm_gzip_bytes / 1000, limit: '<= 250', ok: f.read_wasm_gzip_bytes <= 250_000 },
    ...presets.map((p) => {
      const ahead = f[`read_subset_accuracy_${p}`] - f[`tesseract_accuracy_${p}`];
      return { what: `read as accurate as Tesseract, ${p} (points ahead)`, value: ahead, limit: '>= 0', ok: ahead >= 0 };
    }),
    { what: 'read at least 10x as fast as Tesseract (x)', value: f.read_vs_tesseract_speed, limit: '>= 10', ok: f.read_vs_tesseract_speed >= 10 },
    ...['clean', 'photo'].map((k) => ({ what: `Python TestSet within 1.3x of mrz batch, one core, ${k}`, value: f[`python_testset_${k}_vs_batch`], limit: '<= 1.3', ok: f[`python_testset_${k}_vs_batch`] <= 1.3 })),
  ];
}

export function report(f, presets) {
  const rows = Object.entries(f).map(([k, v]) => `  ${k.padEnd(36)} ${Number.isInteger(v) ? v : v.toFixed(3)}`);
  console.log(`\nFigures (median unless p95; native and Node in µs, Chromium in ms)\n${rows.join('\n')}\n\nBudget`);
  for (const b of budget(f, presets)) console.log(`  ${b.ok ? 'ok  ' : 'MISS'} ${b.what.padEnd(54)} ${b.value.toFixed(2).padStart(8)}  (${b.limit})`);
  console.log(JSON.stringify(f));
}
