import type { Decoded, FieldKey } from 'mrz-wasm';

/**
 * The two lines, each character marked with its field (or as a check digit, right or wrong):
 * the field chosen in the table lights up here. The table says the same in words, so this is
 * hidden from assistive technology.
 */
export function DecodedLines({ decoded, active }: { decoded: Decoded; active: FieldKey | null }) {
  const lines = [0, 1].map((line) => {
    const owner = new Map<number, string>();
    for (const s of decoded.spans.filter((s) => s.line === line)) {
      for (let c = s.start; c < s.end; c++) owner.set(c, s.field);
    }
    const checks = new Map(line === 1 ? decoded.checks.map((c) => [c.at, c.valid] as const) : []);
    return { owner, checks };
  });
  return (
    <pre className="checker-lines" aria-hidden="true">
      {decoded.lines.map((line, l) => (
        <div key={l}>
          {[...line].map((ch, c) => {
            const field = lines[l]!.owner.get(c);
            const check = lines[l]!.checks.get(c);
            const classes = [
              field && `f-${field}`,
              field && field === active && 'active',
              check === true && 'check-ok',
              check === false && 'check-bad',
            ].filter(Boolean);
            return (
              <span key={c} className={classes.join(' ') || undefined}>
                {ch}
              </span>
            );
          })}
        </div>
      ))}
    </pre>
  );
}
