/** What every icon takes: its pixel size (square) and an optional class. Icons are decorative (aria-hidden). */
export interface IconProps {
  size?: number;
  className?: string;
}
