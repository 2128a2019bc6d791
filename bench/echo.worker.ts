// The floor page's worker: answers every message at once with a bitmap the size of a
// keystroke's patch (two cells of the preview), transferred, and the values as text.
const PATCH = new ImageData(62, 70);

addEventListener('message', (e: MessageEvent<Record<string, string>>) => {
  const text = Object.values(e.data).join('');
  void createImageBitmap(PATCH).then((bitmap) => postMessage({ text, bitmap }, { transfer: [bitmap] }));
});
