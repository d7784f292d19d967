import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { brand } from '../theme';

const titleId = 'welcome-title';

export const Welcome = () => (
  <Card
    component="section"
    aria-labelledby={titleId}
    sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText' }}
  >
    <CardContent sx={{ display: 'flex', gap: 3, alignItems: 'center' }}>
      <Box sx={{ flex: 1 }}>
        <Typography id={titleId} variant="h5" component="h1" gutterBottom>
          Welcome to the Mise console
        </Typography>
        <Typography sx={{ maxWidth: '40em' }}>
          This is where staff run the shop: orders and refunds, customer accounts, the catalogue and
          its prices, promo codes, delivery cities and slots, and the site&apos;s content. Each
          section appears in the menu as it goes live.
        </Typography>
      </Box>
      <RestaurantMenuIcon
        sx={{ fontSize: 96, color: brand.leaf, display: { xs: 'none', sm: 'block' } }}
      />
    </CardContent>
  </Card>
);
