// Compose as the surname is typed, draw the zone as SVG, and read a picture chosen: all in the
// browser, nothing sent anywhere.
import { compose, read, render } from 'passport-mrz';

const surname = document.querySelector('#surname');
const show = async () => {
  const record = { format: 'td3', type: 'P', countryCode: 'UTO', surname: surname.value, givenNames: 'ANNA' };
  const { lines } = compose(record);
  document.querySelector('#lines').textContent = lines.join('\n');
  document.querySelector('#zone').innerHTML = await render(lines, { as: 'svg' });
};
surname.addEventListener('input', show);
show();

document.querySelector('#picture').addEventListener('change', async (event) => {
  const file = event.target.files?.[0];
  if (!file) return;
  const out = document.querySelector('#read');
  try {
    const r = await read(new Uint8Array(await file.arrayBuffer()));
    out.textContent = `${r.lines.join('\n')}\n${r.format}, ${r.valid ? 'valid' : 'invalid'}`;
  } catch (error) {
    out.textContent = `No zone read: ${error.message}`;
  }
});
