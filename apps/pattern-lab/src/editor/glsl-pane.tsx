import { useEffect, useRef } from 'react';
import { basicSetup, EditorView } from 'codemirror';
import { cpp } from '@codemirror/lang-cpp';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import type { Finding } from './diagnose.js';

export interface GlslPaneProps {
  /** The body to start from; a new value (another recipe, reset) replaces the document. */
  readonly initial: string;
  /**
   * Called with the text after typing pauses; returns the findings to show. The lab compiles
   * and, when clean, swaps the live recipe in this same call.
   */
  readonly analyze: (text: string) => readonly Finding[];
}

/** Debounce for recompile-as-you-type: long enough not to compile every keystroke. */
const RECOMPILE_DELAY_MS = 300;

function toDiagnostics(view: EditorView, findings: readonly Finding[]): Diagnostic[] {
  const doc = view.state.doc;
  return findings.map((f) => {
    const line = f.line >= 1 && f.line <= doc.lines ? doc.line(f.line) : null;
    return {
      from: line ? line.from : 0,
      to: line ? line.to : 0,
      severity: f.severity,
      source: f.where,
      message: f.line >= 1 ? f.message : `${f.where}: ${f.message}`,
    };
  });
}

/** CodeMirror 6 on the recipe body: C-like highlighting, inline errors and the registry's warnings. */
export function GlslPane({ initial, analyze }: GlslPaneProps) {
  const host = useRef<HTMLDivElement>(null);
  const analyzeRef = useRef(analyze);
  useEffect(() => {
    analyzeRef.current = analyze;
  });

  useEffect(() => {
    if (!host.current) return;
    const view = new EditorView({
      doc: initial,
      parent: host.current,
      extensions: [
        basicSetup,
        cpp(),
        lintGutter(),
        linter((v) => toDiagnostics(v, analyzeRef.current(v.state.doc.toString())), {
          delay: RECOMPILE_DELAY_MS,
        }),
        EditorView.theme({ '&': { height: '100%' }, '.cm-scroller': { overflow: 'auto' } }),
      ],
    });
    return () => view.destroy();
  }, [initial]);

  return <div className="glsl-pane" ref={host} data-testid="glsl-editor" />;
}
