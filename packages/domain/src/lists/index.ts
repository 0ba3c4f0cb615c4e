export {
  listOrder,
  listSortOf,
  listSortParam,
  listStateSearch,
  readListState,
} from './listState.ts';
export type {
  ListParams,
  ListRequestOrder,
  ListSort,
  ListState,
  ListStateOptions,
} from './listState.ts';
