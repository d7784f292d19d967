import { DataTable, DateField, List } from 'react-admin';
import { languageName, languages, pageName } from './languages';
import type { ContentPageRecord } from './records';

const Column = DataTable.Col<ContentPageRecord>;

/** The shop's content pages; a row opens a page with a text area per language. */
export const ContentPageList = () => (
  <List sort={{ field: 'id', order: 'ASC' }} perPage={25} pagination={false}>
    <DataTable bulkActionButtons={false} rowClick="edit">
      <Column source="key" label="Page" disableSort render={(page) => pageName(page.key)} />
      {languages.map((language) => (
        <Column
          key={language}
          label={`${languageName(language)} title`}
          disableSort
          render={(page) => page.languages[language]?.title ?? '(none yet)'}
        />
      ))}
      {languages.map((language) => (
        <Column key={`${language}-at`} label={`${languageName(language)} updated`} disableSort>
          <DateField source={`languages.${language}.updatedAt`} showTime emptyText="—" />
        </Column>
      ))}
    </DataTable>
  </List>
);
