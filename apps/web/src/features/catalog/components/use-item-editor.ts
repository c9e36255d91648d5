import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { HIERARCHY_CODES, MESSAGES, validateAttributes, weightProblems } from '@tradepool/domain';
import type { AttributeProblem, AttributeValue, CatalogItemDetail, GdsnElement } from '@tradepool/domain';
import { useFlash } from '../../../components/flash-alert';
import { withoutBlankValues } from '../../../components/gdsn-attributes/gdsn-tree';
import { ApiError } from '../../../lib/api-client';
import { checkItemExists } from '../api/check-item-exists';
import { catalogItemDetailsQueryOptions, useCatalogItemDetails } from '../api/get-catalog-item-details';
import { useSaveCatalogItem } from '../api/save-catalog-item';
import { searchCatalog } from '../api/search-catalog';
import { childLinksOf, childRuleProblems, childrenOf, followTotalQuantity, sameChildren } from '../item-children';
import type { ChildDraft } from '../item-children';
import { clientCodeLookup } from '../code-lists';
import { attributesOf, canCreate, draftOf, itemKeyOf, newItemDraft, sameDraft } from '../item-draft';
import type { ItemDraft } from '../item-draft';
import { missingBySection, problemsByCode, sectionOf } from '../item-editor-sections';
import type { EditorTab } from '../item-editor-sections';
import { useIndexedCodeLists } from './use-code-labels';

const FIRST_SECTION: EditorTab = 'ArrCoding';
/** The document of an item the server sent none for: the sections' values are written into it on save. */
const EMPTY_DOCUMENT: GdsnElement = { name: 'tradeItem' };
const DISCARD_CHANGES = 'You have unsaved changes. Discard them?';

/** The item as stored (null before the first save) and the editor's copy of it. */
interface EditorSession {
  detail: CatalogItemDetail | null;
  draft: ItemDraft;
  baseline: ItemDraft;
  children: ChildDraft[];
  baselineChildren: ChildDraft[];
  /** The whole tradeItem as the GDSN attributes tab edits it (issue 15), and as it was loaded. */
  document: GdsnElement;
  baselineDocument: GdsnElement | undefined;
  /** Created in this dialog: 'Start another' is offered. */
  createdHere: boolean;
}

function sessionOf(detail: CatalogItemDetail | null, createdHere: boolean): EditorSession {
  const draft = detail ? draftOf(detail.attributes) : newItemDraft();
  const children = detail ? childrenOf(detail.catalogItemHierarchies) : [];
  const document = detail?.gdsnDocument;
  return {
    detail,
    draft,
    baseline: draft,
    children,
    baselineChildren: children,
    document: document ?? EMPTY_DOCUMENT,
    baselineDocument: document,
    createdHere,
  };
}

type ItemKey = ReturnType<typeof itemKeyOf>;

/** What the editor shows until the stored item has loaded. */
const LOADING_SESSION = sessionOf(null, false);

export interface ItemEditorOptions {
  /** The stored item to edit; null opens a create dialog. */
  catalogItemId: number | null;
  /** After an update that turned the item Ready or Not Ready (spec point 4: the catalog reloads). */
  onReadinessChanged?: () => void;
}

/**
 * The item editor's state and actions, shared by the create/edit dialog and the edit page: the draft,
 * its client-side checks (the server's rules), create with the existence check, update, and the
 * readiness that the server answers after each save.
 */
export function useItemEditor({ catalogItemId, onReadinessChanged }: ItemEditorOptions) {
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const flash = useFlash();
  const save = useSaveCatalogItem();
  const codeLists = useIndexedCodeLists();
  const stored = useCatalogItemDetails(catalogItemId);
  const [loaded, setLoaded] = useState<EditorSession | null>(() =>
    catalogItemId === null ? sessionOf(null, false) : null,
  );
  // The stored item is adopted once, fresh from the server (not a cached copy the catalog showed); later
  // refetches (after a save) do not overwrite what is being typed.
  if (loaded === null && stored.data && stored.isFetchedAfterMount) setLoaded(sessionOf(stored.data, false));
  const session = loaded ?? LOADING_SESSION;
  const [activeSection, setActiveSection] = useState<EditorTab>(FIRST_SECTION);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);

  const { detail, draft, children } = session;
  const created = detail !== null;

  const lookup = useMemo(() => clientCodeLookup(codeLists.loaded ? codeLists.lists : null), [codeLists]);
  const attributes = useMemo(() => attributesOf(draft), [draft]);
  const problems = useMemo<AttributeProblem[]>(
    () => [
      ...validateAttributes(attributes, lookup),
      ...weightProblems(attributes).map((rule) => ({
        code: HIERARCHY_CODES.grossWeight,
        message: `GDSN rule ${rule.ruleId}: ${rule.message}`,
      })),
    ],
    [attributes, lookup],
  );
  const childProblems = useMemo(
    () => (created ? childRuleProblems(attributes, children) : []),
    [created, attributes, children],
  );
  // Messages show for what the user has typed in, and for everything once a save was tried.
  const fieldProblems = useMemo(
    () => problemsByCode(attempted ? problems : problems.filter((problem) => touched.has(problem.code))),
    [problems, attempted, touched],
  );
  const missing = useMemo(() => missingBySection(draft, created), [draft, created]);
  // Blank values the GDSN tab offers (a language added, not typed in) are not changes.
  const documentEdited = useMemo(
    () =>
      JSON.stringify(withoutBlankValues(session.document)) !==
      JSON.stringify(withoutBlankValues(session.baselineDocument ?? EMPTY_DOCUMENT)),
    [session.document, session.baselineDocument],
  );
  const dirty =
    !sameDraft(draft, session.baseline) || !sameChildren(children, session.baselineChildren) || documentEdited;

  const setValue = useCallback((code: string, value: AttributeValue) => {
    setLoaded((current) => current && { ...current, draft: { ...current.draft, [code]: value } });
    setTouched((current) => (current.has(code) ? current : new Set(current).add(code)));
  }, []);

  const setDocument = useCallback((update: (document: GdsnElement) => GdsnElement) => {
    setLoaded((current) => current && { ...current, document: update(current.document) });
  }, []);

  const setChildren = useCallback((next: ChildDraft[]) => {
    setLoaded(
      (current) =>
        current && {
          ...current,
          draft: followTotalQuantity(current.draft, current.children, next),
          children: next,
        },
    );
  }, []);

  function reset(next: EditorSession) {
    setLoaded(next);
    setTouched(new Set());
    setAttempted(false);
  }

  const loadDetail = (catalogItemId: number) =>
    queryClient.fetchQuery({ ...catalogItemDetailsQueryOptions(catalogItemId), staleTime: 0 });

  /** After a create: the new item's id is found by its key (rows carry the target market). */
  async function findItemId(key: ItemKey): Promise<number | null> {
    const page = await searchCatalog({ gtin: key.gtin, rowCount: 25, pageNumber: 1 });
    return page.results.find((row) => row.targetMarket === key.targetMarket)?.catalogItemId ?? null;
  }

  async function openExisting(key: ItemKey) {
    setBusy(true);
    try {
      const id = await findItemId(key);
      if (id === null) {
        flash.error(`The item with GTIN ${key.gtin} for target market ${key.targetMarket} is not in your catalog.`);
        return;
      }
      reset(sessionOf(await loadDetail(id), false));
      setActiveSection(FIRST_SECTION);
      flash.clear();
    } catch (error) {
      flash.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  /** Spec point 2: the 'item exists' confirm, offering the existing item instead. */
  function offerExisting(key: ItemKey) {
    modal.confirm({
      title: 'Item exists',
      content: `Your catalog already has an item with GTIN ${key.gtin} for target market ${key.targetMarket}. Open that item instead?`,
      okText: 'Open existing item',
      cancelText: 'Keep editing',
      onOk: () => void openExisting(key),
    });
  }

  async function create(key: ItemKey) {
    await save.mutateAsync({ attributes });
    setChanged(true);
    const id = await findItemId(key);
    if (id === null) throw new Error('The item was created, but it could not be found in the catalog.');
    reset(sessionOf(await loadDetail(id), true));
    flash.success(MESSAGES.created);
  }

  async function update(item: CatalogItemDetail) {
    const wasReady = item.missingRequired.length === 0;
    await save.mutateAsync({
      catalogItemId: item.catalogItemId,
      attributes,
      children: childLinksOf(children),
      // Untouched, the stored document stays as it is; the sections' values are written into it all the same.
      ...(documentEdited ? { gdsnDocument: withoutBlankValues(session.document) } : {}),
    });
    setChanged(true);
    const fresh = await loadDetail(item.catalogItemId);
    reset(sessionOf(fresh, session.createdHere));
    flash.success(MESSAGES.updated);
    if ((fresh.missingRequired.length === 0) !== wasReady) onReadinessChanged?.();
  }

  /** Create (once the 4 keys are filled) or save the item. */
  async function submit() {
    setAttempted(true);
    flash.clear();
    if (!created && !canCreate(draft)) return;
    const first = problems[0];
    if (first) {
      setActiveSection(sectionOf(first.code) ?? activeSection);
      return;
    }
    if (childProblems.length > 0) {
      flash.error(childProblems.map((rule) => `GDSN rule ${rule.ruleId}: ${rule.message}`).join(' '));
      setActiveSection('ArrHierarchy');
      return;
    }
    const key = itemKeyOf(draft);
    setBusy(true);
    try {
      if (detail) await update(detail);
      else if (await checkItemExists(key)) offerExisting(key);
      else await create(key);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) offerExisting(key);
      else flash.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  /** Spec point 4: a fresh create dialog after a create. */
  function startAnother() {
    const begin = () => {
      reset(sessionOf(null, false));
      setActiveSection(FIRST_SECTION);
      flash.clear();
    };
    if (dirty) confirmDiscard(begin);
    else begin();
  }

  /** Spec point 2: cancelling with unsaved changes asks first. */
  function confirmDiscard(proceed: () => void) {
    modal.confirm({
      title: MESSAGES.proceedWithCancel,
      content: DISCARD_CHANGES,
      okText: 'Discard changes',
      cancelText: 'Keep editing',
      onOk: proceed,
    });
  }

  /** Leaves the editor, asking first when there are unsaved changes; tells whether anything was saved. */
  function requestClose(close: (changed: boolean) => void) {
    if (dirty) confirmDiscard(() => close(changed));
    else close(changed);
  }

  return {
    loading: loaded === null && !stored.error,
    loadError: loaded === null ? stored.error : null,
    detail,
    draft,
    children,
    document: session.document,
    baselineDocument: session.baselineDocument,
    created,
    createdHere: session.createdHere,
    canCreate: canCreate(draft),
    dirty,
    busy,
    changed,
    flash: flash.flash,
    fieldProblems,
    /** A save was refused here: the fields say why, until they are corrected. */
    mustCorrect: attempted && problems.length > 0,
    childProblems,
    missing,
    activeSection,
    setActiveSection,
    setValue,
    setChildren,
    setDocument,
    submit,
    startAnother,
    requestClose,
  };
}

export type ItemEditor = ReturnType<typeof useItemEditor>;
