import type { Db } from '../../db/client.ts';
import { loadAdmissionData, type TAdmissionData } from './admission-data.ts';

/**
 * The admission rules, GOPs and cut-offs (`loadAdmissionData`) held in this process: every
 * enrollment analysis and institution fit reads them, an admin changes them a few times a year.
 *
 * Invalidation: the triggers of migration 0039 send `bagdar_admission` on any change to the three
 * tables, delivered on commit to every API process (`signal`); the admission admin routes of this
 * process also call `signal` once their write has committed, before they answer, so the next
 * analysis here sees it without waiting for the notification. The cache serves nothing while its
 * channel is not listening (signals sent meanwhile would be lost), and a read that began before a
 * signal is not kept.
 */
export const ADMISSION_CHANNEL = 'bagdar_admission';

export class AdmissionDataCache {
  private held: { year: number; data: Promise<TAdmissionData> } | null = null;
  private generation = 0;
  private listening = false;

  /** The data of `year`: held, or read (once for concurrent callers) and held while no signal comes. */
  get(db: Db, year: number): Promise<TAdmissionData> {
    if (!this.listening) return loadAdmissionData(db, year);
    if (this.held?.year === year) return this.held.data;
    const mark = this.generation;
    const data = loadAdmissionData(db, year);
    const entry = { year, data };
    this.held = entry;
    data.then(
      () => {
        // A signal during the read: what it read may be older than the change.
        if (mark !== this.generation && this.held === entry) this.held = null;
      },
      () => {
        if (this.held === entry) this.held = null;
      },
    );
    return data;
  }

  /** Whether data is held (tests). */
  holds(year: number): boolean {
    return this.held?.year === year;
  }

  /** Signals seen so far (tests wait for theirs). */
  get signals(): number {
    return this.generation;
  }

  /** A change to the admission tables (any process): the next read goes to the database. */
  signal(): void {
    this.generation++;
    this.held = null;
  }

  setListening(listening: boolean): void {
    this.listening = listening;
    this.signal();
  }
}
