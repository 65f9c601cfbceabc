import type { DateValues } from './dateEdits';
import type { CategoryValues } from './priceCategoryEdits';
import type {
  BatchOperations,
  DialogName,
  EditorDate,
  EditorDatePrice,
  EditorEvent,
  EditorEventFields,
  EditorNamedItem,
  EditorPreferences,
  EditorPriceCategory,
  EditorTab,
  ItemId,
} from './types';

/** What the event editor's screen gets from `useEventEditor` (UI-free; the components only render it). */
export interface EventEditorApi {
  /**
   * The event being edited, undefined while it loads (or when the id does not exist: see `loadError`).
   * It comes with its price categories; its dates follow (`busy.dates`), and until they are in, the
   * checklist does not judge them and the event is not saved.
   */
  event: EditorEvent | undefined;
  loading: boolean;
  /** Why the event could not be loaded, with the HTTP status when the API answered (404: no such event). */
  loadError: { statusCode?: number; message: string } | undefined;
  /** Why the event's dates could not be loaded; the event is not saved without them. */
  datesError: string | undefined;
  /** The unsaved work of this browser session was restored over the loaded event (spec 2 §2). */
  restoredFromSession: boolean;
  /** Spec 2 §4: any edit sets it; save and rollback clear it. */
  hasUnsavedChanges: boolean;
  /** Number of pending batch operations (new, updated and deleted items). */
  pendingOperations: number;
  /** Every unsaved change: the event's changed fields and the pending operations (the save bar's count). */
  unsavedChanges: number;
  /** Spec 2 §2 loading flags; `dates` while a saved event's dates load after it. */
  busy: {
    dates: boolean;
    genres: boolean;
    artists: boolean;
    locations: boolean;
    invoiceConfigs: boolean;
    saving: boolean;
    deleting: boolean;
  };
  /**
   * Spec 2 §2 error buckets, as translated texts (not keys); `apiError` clears itself after 10 seconds.
   * `fields` by path: event fields by name (`title`), items as `dates.<id>.starts_at` or
   * `price_categories.<id>.title`, a dialog's form fields (from `submitForm`) as `<dialog>.<field>`.
   */
  errors: { validation: string[]; apiError: string | undefined; fields: Record<string, string> };
  /** The counts of the last successful save, for the summary. */
  lastOperations: BatchOperations | undefined;

  /** Options for the reference pickers, loaded lazily; items made in the editor included. */
  options: {
    genres: { id: ItemId; label: string }[];
    artists: { id: ItemId; label: string }[];
    locations: { id: ItemId; label: string }[];
    invoiceConfigs: { id: number; label: string }[];
  };
  /** Items made in the editor, not yet saved. */
  newGenres: EditorNamedItem[];
  newArtists: EditorNamedItem[];
  newLocations: EditorNamedItem[];

  setField<K extends keyof EditorEventFields>(field: K, value: EditorEventFields[K]): void;

  addDate(values: DateValues): void;
  updateDate(id: ItemId, values: Partial<EditorDate>): void;
  toggleDateStatus(id: ItemId): void;
  duplicateDate(id: ItemId): void;
  deleteDate(id: ItemId): void;

  addPriceCategory(values: CategoryValues): void;
  updatePriceCategory(id: ItemId, values: Partial<EditorPriceCategory>): void;
  togglePriceCategory(id: ItemId): void;
  deletePriceCategory(id: ItemId): void;

  /**
   * Adds a price category to a date (saved or not: the date-price and new-date-price dialogs). Defaults price,
   * contingent (available_quantity) and requires_personalization from the category; refuses with a message when
   * the date or category is not found or the category is already on the date (spec 2 §5).
   */
  addDatePrice(
    dateId: ItemId,
    categoryId: ItemId,
    values?: Partial<EditorDatePrice>,
  ): { ok: true } | { ok: false; error: string };
  updateDatePrice(dateId: ItemId, priceId: ItemId, values: Partial<EditorDatePrice>): void;
  deleteDatePrice(dateId: ItemId, priceId: ItemId): void;

  /** Creates a genre, artist or location in the editor (temporary id) and links it to the event. */
  addNamedItem(kind: 'genre' | 'artist' | 'location', values: Omit<EditorNamedItem, 'id'>): void;

  /**
   * A dialog's form submitted: checked with the entity's rules and spec 2 §5 (duplicates, the date-price
   * refusals), then the item added, or changed when the dialog edits one (`dialogs.editing`); the dialog
   * closes. Refused: "Form validation failed" with the field errors in `errors.fields` as `<dialog>.<field>`,
   * a refusal's message, or an unknown form type's. Date-price forms give `id_tk_event_date` and
   * `id_tk_price_category` among the values.
   */
  submitForm(form: DialogName, values: Record<string, unknown>): { ok: true } | { ok: false; error: string };

  /**
   * Saves everything in one batch, creating the event first when it is new (then `event.id_tk_event` is
   * set even if the batch fails). Rejects with "No changes to save", "Form validation failed" (while
   * `errors.validation` is not empty), while the dates load, or with the create or batch error (spec 2 §8);
   * the message is also the api error.
   */
  save(): Promise<void>;
  rollback(): void;
  /** Deletes the saved event (soft delete), then leaves for the list. */
  deleteEvent(): Promise<void>;

  /** Spec 2 §5 checklist with the bookable rule, live; undefined what is not known while the dates load. */
  checklist: {
    required: { key: string; done: boolean | undefined }[];
    recommended: { key: string; done: boolean | undefined }[];
    bookable: boolean | undefined;
  };

  /** Screen state kept across reloads within the browser session. */
  view: {
    tab: EditorTab;
    setTab(tab: EditorTab): void;
    openPanels: ReadonlySet<number>;
    togglePanel(index: number): void;
    openAllPanels(): void;
    closeAllPanels(): void;
    focusedField: string | undefined;
    setFocusedField(field: string | undefined): void;
    scrollTop: number;
    setScrollTop(top: number): void;
    /** 0-based, 10 dates a page (spec 2 §9). */
    datePage: number;
    setDatePage(page: number): void;
  };

  dialogs: {
    open: DialogName | undefined;
    /** The date-price dialog's pre-selection (spec 2 §2). */
    preset: { dateId?: ItemId; categoryId?: ItemId };
    /** The item an edit dialog edits, when it edits one. */
    editing: ItemId | undefined;
    openDialog(name: DialogName, preset?: { dateId?: ItemId; categoryId?: ItemId; editing?: ItemId }): void;
    closeDialog(): void;
    closeAll(): void;
    /** Bumped when a dialog's form must reset (on close, by default); dialogs key their forms on it. */
    formKey: Record<DialogName, number>;
  };

  preferences: EditorPreferences;
  setPreference<K extends keyof EditorPreferences>(key: K, value: EditorPreferences[K]): void;
}
