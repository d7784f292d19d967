import type { ContentPageChange } from '@mise/contracts';
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import {
  Edit,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
} from 'react-admin';
import { AuditTrail } from '../audit/AuditTrail';
import { useStaffMay } from '../auth';
import { languageName, languages, pageName } from './languages';
import type { ContentPageRecord } from './records';

/** What the form sends: each language's title and body (the server stamps the time). */
export function contentPageChangeOf(values: ContentPageRecord): ContentPageChange {
  const changed: ContentPageChange['languages'] = {};
  for (const language of languages) {
    const text = values.languages[language];
    if (text) changed[language] = { title: text.title.trim(), body: text.body.trim() };
  }
  return { languages: changed };
}

function Title() {
  const page = useRecordContext<ContentPageRecord>();
  return <>{page ? pageName(page.key) : 'Content page'}</>;
}

function PageForm() {
  const mayWrite = useStaffMay('content.write');
  const page = useRecordContext<ContentPageRecord>();
  return (
    <SimpleForm
      toolbar={
        mayWrite ? (
          <Toolbar>
            <SaveButton />
          </Toolbar>
        ) : (
          false
        )
      }
    >
      {!mayWrite && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Content pages are edited by support and operations; you may read them.
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {page?.key === 'faq'
          ? 'The body is Markdown: ## for each category, then ### for each question, followed by its answer. The shop builds its folded, searchable FAQ from that outline.'
          : 'The body is Markdown: ## for a heading, - for a list, **bold**. Plain text works too.'}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          width: '100%',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        }}
      >
        {languages.map((language) => (
          <Box key={language}>
            <Typography variant="subtitle1" component="h2">
              {languageName(language)} ({language})
              {page?.languages[language]?.updatedAt
                ? ` · updated ${new Date(page.languages[language].updatedAt).toLocaleString('en-CA')}`
                : ''}
            </Typography>
            <TextInput
              source={`languages.${language}.title`}
              label="Title"
              fullWidth
              disabled={!mayWrite}
              validate={required()}
            />
            <TextInput
              source={`languages.${language}.body`}
              label="Body"
              fullWidth
              multiline
              minRows={12}
              disabled={!mayWrite}
              validate={required()}
            />
          </Box>
        ))}
      </Box>
    </SimpleForm>
  );
}

/** A content page, English and French side by side, and who changed it. */
export const ContentPageEdit = () => (
  <Edit
    title={<Title />}
    mutationMode="pessimistic"
    redirect={false}
    transform={(values: ContentPageRecord) => contentPageChangeOf(values)}
  >
    <PageForm />
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Staff changes
        </Typography>
        <AuditTrail recordType="content-page" />
      </CardContent>
    </Card>
  </Edit>
);
