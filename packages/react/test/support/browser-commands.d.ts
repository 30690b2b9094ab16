import 'vitest/browser';

type Point = readonly [number, number];

declare module 'vitest/browser' {
  interface BrowserCommands {
    mousePath(points: Point[], steps?: number): Promise<void>;
    mouseClick(point: Point): Promise<void>;
    mouseDrag(from: Point, to: Point): Promise<void>;
    touchPath(points: Point[]): Promise<void>;
    reducedMotion(on: boolean): Promise<void>;
    /** Two scan origins on 127.0.0.1: one sends CORS headers, one does not. */
    startScanOrigins(): Promise<{ withCors: string; withoutCors: string }>;
    stopScanOrigins(): Promise<void>;
  }
}
