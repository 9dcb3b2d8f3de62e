import '../annotations/annotations.css';
import { useQuery } from '@tanstack/react-query';
import { ModalDialog } from '../annotations/modal-dialog.tsx';
import { biblesQuery } from '../api/bible-queries.ts';
import { useParallelTranslation, useRedLetters, useThemeFamily, useThemeMode } from '../settings/settings.ts';
import {
  FONT_SIZES,
  stepFontSize,
  useFontSize,
  useLineSpacing,
  useNotesShown,
  useTextFont,
  useTextLayout,
  useVerseNumbers,
  useWordStudy,
} from '../settings/text-settings.ts';
import { SegmentedSetting } from '../ui/segmented-setting.tsx';

const ON_OFF = [
  { value: 'on', label: 'On' },
  { value: 'off', label: 'Off' },
] as const;

/** The reader's text settings (issue 18): every change applies at once and is kept on this device. */
export const TextSettingsPanel = ({ bibleId, onClose }: { bibleId: string; onClose(): void }) => {
  const [size, setSize] = useFontSize();
  const [spacing, setSpacing] = useLineSpacing();
  const [font, setFont] = useTextFont();
  const [numbers, setNumbers] = useVerseNumbers();
  const [layout, setLayout] = useTextLayout();
  const [red, setRed] = useRedLetters();
  const [family, setFamily] = useThemeFamily();
  const [mode, setMode] = useThemeMode();
  const [notes, setNotes] = useNotesShown();
  const [parallel, setParallel] = useParallelTranslation();
  const [wordStudy, setWordStudy] = useWordStudy();
  const others = (useQuery(biblesQuery()).data ?? []).filter((b) => b.id !== bibleId);
  const step = FONT_SIZES.indexOf(size) + 1;
  return (
    <ModalDialog title="Text settings" onClose={onClose} className="text-settings">
      <section className="sidebar-section" aria-labelledby="ts-size">
        <h2 id="ts-size">Font size</h2>
        <div className="size-stepper">
          <button
            type="button"
            aria-label="Smaller text"
            disabled={step === 1}
            onClick={() => setSize(stepFontSize(size, -1))}
          >
            A−
          </button>
          <output aria-live="polite">
            {step} of {FONT_SIZES.length}
          </output>
          <button
            type="button"
            aria-label="Larger text"
            disabled={step === FONT_SIZES.length}
            onClick={() => setSize(stepFontSize(size, 1))}
          >
            A+
          </button>
        </div>
      </section>
      <SegmentedSetting
        id="ts-spacing"
        title="Line spacing"
        value={spacing}
        onChange={setSpacing}
        options={[
          { value: 'compact', label: 'Compact' },
          { value: 'normal', label: 'Normal' },
          { value: 'loose', label: 'Loose' },
        ]}
      />
      <SegmentedSetting
        id="ts-font"
        title="Font"
        value={font}
        onChange={setFont}
        options={[
          { value: 'serif', label: 'Serif' },
          { value: 'sans', label: 'Sans' },
        ]}
      />
      <SegmentedSetting
        id="ts-layout"
        title="Layout"
        value={layout}
        onChange={setLayout}
        options={[
          { value: 'paragraph', label: 'Paragraphs' },
          { value: 'verse', label: 'Verse per line' },
        ]}
      />
      <SegmentedSetting
        id="ts-numbers"
        title="Verse numbers"
        value={numbers}
        onChange={setNumbers}
        options={ON_OFF}
      />
      <SegmentedSetting id="ts-red" title="Red letters" value={red} onChange={setRed} options={ON_OFF} />
      <SegmentedSetting
        id="ts-notes"
        title="Footnotes and cross-references"
        value={notes}
        onChange={setNotes}
        options={ON_OFF}
      />
      <SegmentedSetting
        id="ts-words"
        title="Word study (Greek and Hebrew)"
        value={wordStudy}
        onChange={setWordStudy}
        options={[
          { value: 'off', label: 'Off' },
          { value: 'words', label: 'Tap words' },
          { value: 'interlinear', label: 'Interlinear' },
        ]}
      />
      <SegmentedSetting
        id="ts-mode"
        title="Light or dark"
        value={mode}
        onChange={setMode}
        options={[
          { value: 'light', label: 'Light' },
          { value: 'dark', label: 'Dark' },
          { value: 'system', label: 'System' },
        ]}
      />
      <SegmentedSetting
        id="ts-theme"
        title="Theme"
        value={family}
        onChange={setFamily}
        options={[
          { value: 'simple', label: 'Simple' },
          { value: 'parchment', label: 'Parchment' },
        ]}
      />
      {others.length > 0 && (
        <section className="sidebar-section">
          <label className="parallel-label" htmlFor="ts-parallel">
            Parallel translation
          </label>
          <select id="ts-parallel" value={parallel} onChange={(e) => setParallel(e.target.value)}>
            <option value="">None</option>
            {others.map((b) => (
              <option key={b.id} value={b.id}>
                {b.abbreviation} — {b.name}
              </option>
            ))}
          </select>
        </section>
      )}
    </ModalDialog>
  );
};
