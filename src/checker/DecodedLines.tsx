import type { Change, Decoded, FieldKey } from 'mrz-wasm';
import type { CSSProperties } from 'react';

/** What each character of the zone is: part of a field, a check digit (right or wrong), or filler. */
function cellMap(decoded: Decoded) {
  const owner = new Map<string, FieldKey>();
  // A field may lie in two places (a long document number goes on in the optional data).
  for (const s of decoded.spans) for (let c = s.start; c < s.end; c++) owner.set(`${s.line}:${c}`, s.field);
  const checks = new Map(decoded.checks.map((c) => [`${c.line}:${c.at}`, c] as const));
  return { owner, checks };
}

/** The characters a repair (or each of several candidates) would change. */
function changedCells({ repair, candidates = [] }: Decoded): Set<string> {
  const changes: Change[] = repair ? [repair, ...candidates] : candidates;
  return new Set(changes.map((c) => `${c.line}:${c.column}`));
}

/**
 * The zone's lines (two or three), each character marked with its field or as a check digit:
 * the field chosen in the table lights up here, in every place it occupies. A character the
 * repair or a candidate would change is boxed, because OCR-style faces draw O and 0 alike and a
 * column number alone is slow to find. The table, the checks and the repair say all this in
 * words, so the lines are hidden from assistive technology.
 *
 * The lines shrink to fit the box (checker.css, from their length here) rather than scroll:
 * hidden as they are from assistive technology, a scroll bar there would be one the keyboard
 * cannot reach, and a passport's 44 characters would not fit a phone at full size.
 */
export function DecodedLines({ decoded, active }: { decoded: Decoded; active: FieldKey | null }) {
  const { owner, checks } = cellMap(decoded);
  const changed = changedCells(decoded);
  return (
    <pre className="checker-lines fit-lines" aria-hidden="true" style={{ '--chars': Math.max(...decoded.lines.map((l) => l.length)) } as CSSProperties}>
      {decoded.lines.map((line, l) => (
        <div key={l}>
          {[...line].map((ch, c) => {
            const field = owner.get(`${l}:${c}`);
            const check = checks.get(`${l}:${c}`);
            const classes = [
              field && `f-${field}`,
              field && field === active && 'active',
              check?.valid === true && 'check-ok',
              check?.valid === false && 'check-bad',
              check?.consequent && 'check-consequent',
              changed.has(`${l}:${c}`) && 'change',
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
