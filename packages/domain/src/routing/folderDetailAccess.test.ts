import { describe, expect, it } from 'vitest';
import { buildingDetailAccess, folderDetailAccess } from './folderDetailAccess.ts';

describe('folderDetailAccess', () => {
  it('001 §2.3: "The detail is allowed only if the supplier\'s admin qualification tags intersect the qualifications of the folder type"', () => {
    expect(folderDetailAccess(['12', '15'], '3,15,20')).toEqual({ kind: 'allowed' });
  });

  it('001 §2.3: "otherwise the user is redirected to the folders list"', () => {
    expect(folderDetailAccess(['12'], '3,15')).toEqual({
      kind: 'redirect',
      to: '/SPL/OPR/folders',
    });
  });

  it('000 §3 "qualifications (comma-separated ids)": both sides may be lists or comma-separated strings, spaces ignored', () => {
    expect(folderDetailAccess(' 4 , 9 ', ['9'])).toEqual({ kind: 'allowed' });
    expect(folderDetailAccess('4,9', ' 1, 4 ')).toEqual({ kind: 'allowed' });
  });

  it.each([
    ['no tags', [], '1,2'],
    ['null tags', null, '1,2'],
    ['no qualifications', ['1'], ''],
    ['undefined qualifications', ['1'], undefined],
    ['only separators', ',,', ' , '],
  ])(
    '001 §2.3: no intersection with %s redirects to the folders list',
    (_label, tags, qualifications) => {
      expect(folderDetailAccess(tags, qualifications)).toEqual({
        kind: 'redirect',
        to: '/SPL/OPR/folders',
      });
    },
  );
});

describe('buildingDetailAccess', () => {
  it('001 §2.2: "The edit route shows a 404 page for the container of users without a building"', () => {
    expect(buildingDetailAccess({ isBuildinglessUsersContainer: true })).toEqual({
      kind: 'not-found',
    });
  });

  it('001 §2.2: any other building opens', () => {
    expect(buildingDetailAccess({ isBuildinglessUsersContainer: false })).toEqual({
      kind: 'allowed',
    });
    expect(buildingDetailAccess({})).toEqual({ kind: 'allowed' });
  });
});
