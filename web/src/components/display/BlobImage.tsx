/**
 * An <img> of a Blob (an image fetched with the bearer token, or a File chosen for sending) through
 * a short-lived object URL that lives as long as the <img> shows it. Props: `blob` (nothing shows
 * until it is there), `alt`, `style` (the box is filled: width and height 100%).
 */
import { useEffect, useRef, type CSSProperties } from 'react';

export function BlobImage({ blob, alt, style }: { blob: Blob | undefined; alt: string; style?: CSSProperties }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (!img || !blob) return;
    const url = URL.createObjectURL(blob);
    img.src = url;
    return () => {
      img.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [blob]);
  return <img ref={ref} alt={alt} style={{ display: 'block', width: '100%', height: '100%', ...style }} />;
}
