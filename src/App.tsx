import { useEffect, useState } from 'react';
import type { Fields } from 'mrz-wasm';
import { DEFAULT_FIELDS, FIELD_KEYS } from './fields';
import { render, type Rendered } from './mrz-client';
import { Preview } from './preview/Preview';

export function App() {
  const [fields, setFields] = useState<Fields>(DEFAULT_FIELDS);
  const [result, setResult] = useState<Rendered | null>(null);

  useEffect(() => {
    let current = true;
    void render(fields).then((r) => {
      if (r && current) setResult(r);
    });
    return () => {
      current = false;
    };
  }, [fields]);

  return (
    <main>
      <Preview result={result} />
      <form onSubmit={(e) => e.preventDefault()}>
        {FIELD_KEYS.map((key) => (
          <label key={key}>
            {key}
            <input
              name={key}
              value={fields[key]}
              onChange={(e) => {
                const value = e.target.value;
                setFields((f) => ({ ...f, [key]: value }));
              }}
            />
          </label>
        ))}
      </form>
    </main>
  );
}
