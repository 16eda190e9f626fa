import type { MeasurementKey } from '../../../../shared/catalog.ts';

/**
 * Guided measuring (issue 29): for each of the 12 measurements, one line on where the tape goes,
 * and where the drawing shows it (measure-figure.tsx): around the body (a ring at a height) or
 * along it (a line from one point to another), in the drawing's 120 × 240 space.
 */
export type TapeMark =
  | { kind: 'around'; cx: number; cy: number; rx: number }
  | { kind: 'along'; from: [number, number]; to: [number, number] };

export const measuringGuide: Record<MeasurementKey, { where: string; mark: TapeMark }> = {
  chest: {
    where:
      'Around the fullest part of your chest, under the arms, the tape level across your back.',
    mark: { kind: 'around', cx: 60, cy: 60, rx: 27 },
  },
  waist: {
    where: 'Around your natural waist, just above the navel, where you bend to the side.',
    mark: { kind: 'around', cx: 60, cy: 100, rx: 21 },
  },
  hips: {
    where: 'Around the widest part of your hips and seat, with your feet together.',
    mark: { kind: 'around', cx: 60, cy: 132, rx: 26 },
  },
  shoulders: {
    where: 'Across your back, from the tip of one shoulder bone to the tip of the other.',
    mark: { kind: 'along', from: [32, 43], to: [88, 43] },
  },
  sleeves: {
    where: 'From the tip of your shoulder, over a slightly bent elbow, down to the wrist bone.',
    mark: { kind: 'along', from: [29, 46], to: [15, 128] },
  },
  length: {
    where:
      'From the top of your shoulder, beside the neck, straight down to where the outfit should end.',
    mark: { kind: 'along', from: [70, 42], to: [70, 226] },
  },
  inseam: {
    where:
      'From the top of your inner thigh, at the crotch, down the inside of the leg to the ankle.',
    mark: { kind: 'along', from: [58, 142], to: [56, 228] },
  },
  neck: {
    where: 'Around the base of your neck, where a collar sits, with one finger under the tape.',
    mark: { kind: 'around', cx: 60, cy: 37, rx: 6 },
  },
  bicep: {
    where: 'Around the fullest part of one upper arm, the arm relaxed at your side.',
    mark: { kind: 'around', cx: 25, cy: 70, rx: 7 },
  },
  forearm: {
    where: 'Around the fullest part of the same forearm, just below the elbow.',
    mark: { kind: 'around', cx: 21, cy: 100, rx: 6 },
  },
  thigh: {
    where: 'Around the fullest part of one upper thigh, just below the crotch.',
    mark: { kind: 'around', cx: 46, cy: 156, rx: 12 },
  },
  calf: {
    where: 'Around the fullest part of the same calf, standing straight.',
    mark: { kind: 'around', cx: 48, cy: 200, rx: 9 },
  },
};
