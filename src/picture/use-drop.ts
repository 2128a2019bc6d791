// A picture given to the checker without its buttons: dropped on it, or pasted (Ctrl+V) while
// the focus is in it or nowhere in particular. Text pasted or dropped is left to the text box.
import { useEffect, useRef, useState, type DragEvent } from 'react';

const hasFiles = (data: DataTransfer | null) => !!data && [...data.types].includes('Files');

/** The file a drop or paste carries, if it is a file and not text that came with one. */
function fileOf(data: DataTransfer | null): File | null {
  if (!data || [...data.types].includes('text/plain')) return null;
  return data.files[0] ?? null;
}

export function usePictureDrop(onFile: (file: File) => void) {
  const [dragging, setDragging] = useState(false);
  const area = useRef<HTMLElement>(null);
  const handle = useRef(onFile);
  handle.current = onFile;

  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const target = e.target instanceof Node ? e.target : null;
      const here = target === document.body || target === document.documentElement || !!area.current?.contains(target);
      const file = here ? fileOf(e.clipboardData) : null;
      if (!file) return;
      e.preventDefault();
      handle.current(file);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, []);

  return {
    area,
    dragging,
    handlers: {
      onDragOver(e: DragEvent) {
        if (!hasFiles(e.dataTransfer)) return;
        // Without this the browser would open the file in place of the page.
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
        setDragging(true);
      },
      onDragLeave(e: DragEvent) {
        if (!area.current?.contains(e.relatedTarget as Node | null)) setDragging(false);
      },
      onDrop(e: DragEvent) {
        setDragging(false);
        const file = hasFiles(e.dataTransfer) ? e.dataTransfer.files[0] : undefined;
        if (!file) return;
        e.preventDefault();
        handle.current(file);
      },
    },
  };
}
