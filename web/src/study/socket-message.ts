/**
 * Reads what the study's socket sends (src/contract/study.ts StudySocketMessage), as
 * outside text: a frame that is not one of the three messages in the contract's shape
 * is ignored (undefined), never half-read, so a bad frame can never put a wrong tree on
 * the page (the next good one, or a re-read, sets it right).
 */
import type { ChapterAdded, StudyEdit, StudySocketMessage, StudyView } from "../../../src/contract/study.ts";

type Fields = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Fields => typeof value === "object" && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === "string";
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
const isSide = (value: unknown): boolean => value === undefined || value === "white" || value === "black";
const isMode = (value: unknown): boolean => value === undefined || value === "analysis" || value === "interactive";
const isSummary = (value: unknown): boolean => isObject(value) && isString(value.id) && isString(value.name) && isString(value.variant);

/** Whether an announced edit has the fields its kind names, of their types. */
function isEdit(edit: unknown): edit is StudyEdit | ChapterAdded {
  if (!isObject(edit)) return false;
  const inChapter = isString(edit.chapter);
  const atNode = inChapter && isId(edit.node);
  switch (edit.kind) {
    case "move":
      return atNode && isString(edit.move);
    case "delete":
    case "promote":
      return atNode;
    case "comment":
      return atNode && isString(edit.text);
    case "marks":
      return atNode && Array.isArray(edit.nags) && edit.nags.every(isId);
    case "shapes":
      return atNode && isStrings(edit.shapes);
    case "chapter":
      return inChapter && (edit.name === undefined || isString(edit.name)) && isSide(edit.orientation) && isMode(edit.mode);
    case "delete-chapter":
      return inChapter;
    case "order":
      return isStrings(edit.chapters);
    case "rename":
      return isString(edit.name);
    case "add-chapter":
      return isSummary(edit.chapter);
    default:
      return false;
  }
}

function isStudy(study: unknown): study is StudyView {
  return isObject(study) && isString(study.id) && isString(study.name) && isId(study.version) && Array.isArray(study.chapters) && study.chapters.every(isSummary);
}

export function readStudySocketMessage(text: string): StudySocketMessage | undefined {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(message)) return undefined;
  if (message.type === "study") return isStudy(message.study) ? (message as StudySocketMessage) : undefined;
  if (message.type === "edit") return isId(message.version) && isEdit(message.edit) && isObject(message.result) && (message.result.node === undefined || isId(message.result.node)) ? (message as StudySocketMessage) : undefined;
  if (message.type === "at") return isString(message.chapter) && isId(message.node) ? (message as StudySocketMessage) : undefined;
  return undefined;
}
