export { HISTORY_ACTIONS, HISTORY_LIMIT, isHistoryAction, type HistoryAction } from './actions.ts';
export { historyMessages, UNDO_TOAST_MS, NOT_IMPLEMENTED_TOAST_MS, type HistoryToast } from './messages.ts';
export {
  emptyHistory,
  record,
  beginEdit,
  commitEdit,
  cancelEdit,
  undo,
  redo,
  type History,
  type HistoryStep,
  type HistoryMove,
  type OpenEdit,
} from './history.ts';
export {
  startSession,
  applyEdit,
  beginContinuousEdit,
  commitContinuousEdit,
  cancelContinuousEdit,
  undoStep,
  redoStep,
  replaceKit,
  type KitSession,
  type SessionUpdate,
} from './session.ts';
