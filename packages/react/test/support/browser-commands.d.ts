import 'vitest/browser';

type Point = readonly [number, number];

declare module 'vitest/browser' {
  interface BrowserCommands {
    mousePath(points: Point[], steps?: number): Promise<void>;
    mouseClick(point: Point): Promise<void>;
    mouseDrag(from: Point, to: Point): Promise<void>;
    touchPath(points: Point[]): Promise<void>;
    reducedMotion(on: boolean): Promise<void>;
  }
}
