import type { ImgHTMLAttributes } from 'react';
import styles from './leaf-picture.module.css';

type LeafPictureProps = Pick<
  ImgHTMLAttributes<HTMLImageElement>,
  'loading' | 'decoding' | 'fetchPriority'
> & {
  src: string;
  /** The frame's shape where it is placed (corners, clipping). */
  className?: string;
};

/** A 4:3 picture in a frame that shows a leaf while it loads, or if it cannot be loaded. */
export function LeafPicture({ src, className, ...loading }: LeafPictureProps) {
  return (
    <div className={className ? `${styles.frame} ${className}` : styles.frame}>
      <img
        className={styles.image}
        src={src}
        alt=""
        // A picture that cannot load leaves the leaf behind it rather than a broken icon.
        onError={(event) => {
          event.currentTarget.style.visibility = 'hidden';
        }}
        width={800}
        height={600}
        {...loading}
      />
    </div>
  );
}
